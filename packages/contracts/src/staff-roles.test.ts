import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isAdministrator,
  isStaff,
  permissions,
  permissionsOf,
  rolePermissions,
  staffRoles,
  staffRolesOf,
} from './staff-roles.js';

describe('staff roles and their permissions (decision 0057)', () => {
  it('gives an administrator every permission', () => {
    expect(permissionsOf({ roles: ['administrator'] })).toEqual([...permissions]);
  });

  it('gives each other role only its areas', () => {
    expect(permissionsOf({ roles: ['door'] })).toEqual(['performances_view', 'check_in']);
    expect(permissionsOf({ roles: ['accountant'] })).toEqual([
      'performances_view',
      'overview',
      'orders_view',
      'reports',
    ]);
    expect(hasPermission({ roles: ['accountant'] }, 'orders_refund')).toBe(false);
    expect(hasPermission({ roles: ['accountant'] }, 'orders_resend')).toBe(false);
    expect(hasPermission({ roles: ['customer_service'] }, 'orders_refund')).toBe(true);
    expect(hasPermission({ roles: ['customer_service'] }, 'users')).toBe(false);
    expect(hasPermission({ roles: ['programme_manager'] }, 'programme')).toBe(true);
    expect(hasPermission({ roles: ['programme_manager'] }, 'orders_view')).toBe(false);
    expect(hasPermission({ roles: ['box_office'] }, 'box_office')).toBe(true);
    expect(hasPermission({ roles: ['box_office'] }, 'day_close_all')).toBe(false);
    // Only administrators manage users, settings, coupons and the audit trail.
    for (const role of staffRoles.filter((name) => name !== 'administrator')) {
      for (const permission of ['users', 'settings', 'coupons', 'audit', 'orders_settle'] as const)
        expect(rolePermissions[role], `${role} ${permission}`).not.toContain(permission);
    }
  });

  it('adds up several roles', () => {
    const both = { roles: ['door', 'accountant'] };
    expect(hasPermission(both, 'check_in')).toBe(true);
    expect(hasPermission(both, 'reports')).toBe(true);
    expect(hasPermission(both, 'box_office')).toBe(false);
  });

  it('knows a customer and ignores unknown role names', () => {
    expect(isStaff({ roles: [] })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isStaff({ roles: ['admin', 'cashier'] })).toBe(false);
    expect(permissionsOf({ roles: ['admin'] })).toEqual([]);
    expect(staffRolesOf({ roles: ['door', 'administrator', 'boss'] })).toEqual([
      'administrator',
      'door',
    ]);
    expect(isAdministrator({ roles: ['door'] })).toBe(false);
    expect(isAdministrator({ roles: ['door', 'administrator'] })).toBe(true);
  });
});
