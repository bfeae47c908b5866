/*
 * Staff roles and the back office's permissions by area (decision 0057). One place: the server
 * checks every /api/admin route's declared permission against the caller's roles with
 * `hasPermission`, the web app shows only the areas the roles open with the same function. A user
 * may hold several roles; a customer holds none. Role and permission names are a contract
 * (snake_case): stored in `users.roles`, sent in the signed-in user and the audit trail.
 */

export const staffRoles = [
  'administrator',
  'programme_manager',
  'box_office',
  'door',
  'accountant',
  'customer_service',
] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The areas (and the finer powers within orders) a back-office route may require. */
export const permissions = [
  /** The performance list (for the desk, the door, the overview). */
  'performances_view',
  /** The overview page and its alerts. */
  'overview',
  /** Admission at the door: the scanner, the door list, offline sync. */
  'check_in',
  /** Undoing an admission (a supervisor's power). */
  'check_in_undo',
  /** The desk sale, its cash report and the own day close. */
  'box_office',
  /** Every till's day closes and the tills a refund may come out of. */
  'day_close_all',
  /** Looking up orders, their tickets and documents (read-only). */
  'orders_view',
  /** Sending an order's confirmation again. */
  'orders_resend',
  /** Cancelling and refunding (a cashier: their own sales; customer service: up to a limit). */
  'orders_refund',
  /** Exchanging tickets of an order. */
  'orders_exchange',
  /** Settling a refund by hand (after a failed card refund). */
  'orders_settle',
  /** Group orders paid by bank transfer. */
  'transfer_orders',
  /** Productions, performances, prices, venues, halls and seat maps, complimentary tickets. */
  'programme',
  /** Documents of the site and the e-mail texts. */
  'content',
  /** Coupons. */
  'coupons',
  /** Accounts, their roles, sessions and locks. */
  'users',
  /** The shop's settings and maintenance. */
  'settings',
  /** Reports and exports. */
  'reports',
  /** The audit trail and the browsers' error reports. */
  'audit',
  /** The security log and its export (decision 0058). */
  'security_log',
] as const;
export type Permission = (typeof permissions)[number];

/** Which permissions each role grants; an administrator has them all. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  administrator: permissions,
  programme_manager: ['performances_view', 'overview', 'programme', 'content'],
  box_office: [
    'performances_view',
    'overview',
    'check_in',
    'box_office',
    'orders_view',
    'orders_resend',
    'orders_refund',
    'orders_exchange',
    'transfer_orders',
  ],
  door: ['performances_view', 'check_in'],
  accountant: ['performances_view', 'overview', 'orders_view', 'reports'],
  customer_service: [
    'performances_view',
    'overview',
    'orders_view',
    'orders_resend',
    'orders_refund',
  ],
};

/** Anything with the stored roles of a user (the signed-in user, a row of `users`). */
export interface WithRoles {
  roles: readonly string[];
}

/** The staff roles a user holds, known names only, in the contract's order (pure). */
export function staffRolesOf(user: WithRoles | null | undefined): StaffRole[] {
  if (!user) return [];
  return staffRoles.filter((role) => user.roles.includes(role));
}

/** Whether the user holds any staff role: the back office and staff session lifetimes (pure). */
export function isStaff(user: WithRoles | null | undefined): boolean {
  return staffRolesOf(user).length > 0;
}

/** Whether one of the user's roles grants the permission (pure). */
export function hasPermission(user: WithRoles | null | undefined, permission: Permission): boolean {
  return staffRolesOf(user).some((role) => rolePermissions[role].includes(permission));
}

/** Whether the user is an administrator (pure). */
export function isAdministrator(user: WithRoles | null | undefined): boolean {
  return staffRolesOf(user).includes('administrator');
}

/** Every permission the user's roles grant, in the contract's order (pure). */
export function permissionsOf(user: WithRoles | null | undefined): Permission[] {
  return permissions.filter((permission) => hasPermission(user, permission));
}

/** The default of the customer-service refund limit, in forints (settings `refund_limit_huf`). */
export const defaultCustomerServiceRefundLimit = 20_000;
