import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findTillStaff, lockStaffDayClose } from './box-office.repository.js';

/**
 * The till a desk payout comes out of (a refund paid back at the box office), taken in the
 * caller's transaction before anything else is locked: a till is a staff member's open shift, so
 * this takes their day-close lock (the one closeDay takes), and their close and the payout are
 * ordered: a refund committed before a close is counted by it, one after it by the next shift,
 * never by both or neither. Answers the staff member, or null when the user is not staff
 * (cashier or administrator): only a staff member runs a till.
 */
export async function takeTill(
  trx: Transaction<Database>,
  staffId: number,
): Promise<{ id: number; name: string } | null> {
  const staff = await findTillStaff(trx, staffId);
  if (!staff) return null;
  await lockStaffDayClose(trx, staff.id);
  return { id: staff.id, name: staff.name };
}
