import type { Permission } from '../../access/staff-access.js';

export interface StaffRoute {
  method: string;
  url: string;
  permission: Permission;
}

/**
 * Every back-office route the app registered, with the permission it requires: the access tests
 * walk it, so a new route is checked without anyone remembering to add it.
 */
export const staffRouteTable = new Map<string, StaffRoute>();
