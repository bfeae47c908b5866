import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@theatre/contracts';
import { adminSections, sectionsFor } from './admin-sections';
import { occupancyPercent } from './occupancy';

describe('the back office menu', () => {
  const labels = (...roles: StaffRole[]) => sectionsFor({ roles }).map((section) => section.label);

  it('shows each role only the sections it may open (decision 0057)', () => {
    expect(labels('administrator')).toEqual(adminSections.map((section) => section.label));
    expect(labels('box_office')).toEqual([
      'overview',
      'box_office',
      'day_close',
      'check_in',
      'orders',
      'transfer_orders',
    ]);
    // The door: check-in only.
    expect(labels('door')).toEqual(['check_in']);
    expect(labels('programme_manager')).toEqual(['overview', 'programme', 'content', 'mail_texts']);
    expect(labels('accountant')).toEqual(['overview', 'orders', 'reports']);
    expect(labels('customer_service')).toEqual(['overview', 'orders']);
    // Several roles: everything either opens, in the menu's order.
    expect(labels('door', 'accountant')).toEqual(['overview', 'check_in', 'orders', 'reports']);
    expect(labels()).toEqual([]);
  });
});

describe('occupancy', () => {
  it('is the sold share of the capacity in whole percent, never above 100', () => {
    expect(occupancyPercent({ sold: 45, capacity: 120 })).toBe(38);
    expect(occupancyPercent({ sold: 0, capacity: 0 })).toBe(0);
    expect(occupancyPercent({ sold: 130, capacity: 120 })).toBe(100);
  });
});
