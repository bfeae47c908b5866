import { staffRolesOf, type TillsReply } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { listTillStaff } from './box-office.repository.js';

/**
 * GET /admin/box-office/tills (administrators): the tills a desk refund can be paid out of, the
 * staff members with a till (box office and administrator roles) by name. A till is a staff member's open shift:
 * the refund is counted by their next day close (decision 0017).
 */
export async function listTills(db: Db): Promise<TillsReply> {
  const rows = await listTillStaff(db);
  return {
    tills: rows.map((row) => ({
      id: row.id,
      name: row.name,
      roles: staffRolesOf(row),
    })),
  };
}
