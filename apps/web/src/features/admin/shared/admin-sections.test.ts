import { describe, expect, it } from 'vitest';
import { sectionsFor } from './admin-sections';
import { occupancyPercent } from './occupancy';

describe('the back office menu', () => {
  it('shows each role only the sections it may open', () => {
    expect(sectionsFor('admin').map((section) => section.label)).toContain('overview');
    expect(sectionsFor('cashier').map((section) => section.label)).toContain('overview');
    // The door: cashiers and administrators alike.
    expect(sectionsFor('cashier').map((section) => section.label)).toContain('check_in');
    expect(sectionsFor('admin').map((section) => section.label)).toContain('check_in');
    // Group orders by bank transfer: the desk takes them too.
    expect(sectionsFor('cashier').map((section) => section.label)).toContain('transfer_orders');
    // The whole audit trail: administrators only.
    expect(sectionsFor('admin').map((section) => section.label)).toContain('audit');
    expect(sectionsFor('cashier').map((section) => section.label)).not.toContain('audit');
    // The security log (decision 0058): administrators only.
    expect(sectionsFor('admin').map((section) => section.label)).toContain('security_log');
    expect(sectionsFor('cashier').map((section) => section.label)).not.toContain('security_log');
  });
});

describe('occupancy', () => {
  it('is the sold share of the capacity in whole percent, never above 100', () => {
    expect(occupancyPercent({ sold: 45, capacity: 120 })).toBe(38);
    expect(occupancyPercent({ sold: 0, capacity: 0 })).toBe(0);
    expect(occupancyPercent({ sold: 130, capacity: 120 })).toBe(100);
  });
});
