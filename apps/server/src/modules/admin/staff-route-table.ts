import type { StaffRole } from '../../access/staff-access.js';

export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[];
}

/**
 * Every back-office route the app registered, with the roles it admits: the access tests walk it,
 * so a new route is checked without anyone remembering to add it.
 */
export const staffRouteTable = new Map<string, StaffRoute>();
