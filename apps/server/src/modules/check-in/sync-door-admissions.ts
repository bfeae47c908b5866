import {
  normaliseTicketCode,
  type DoorSyncBody,
  type DoorSyncReply,
  type DoorSyncResult,
} from '@theatre/contracts';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  findDoorAdmission,
  findPerformance,
  lockDoorTicket,
  setAdmission,
} from './check-in.repository.js';

/** How far ahead of the server a device's clock may be. */
const aheadMs = 10 * 60_000;

interface Sync {
  body: DoorSyncBody;
  staffId: number;
}

/**
 * The admissions a door made offline (decision 0042), sent when it is back online. In one
 * transaction, each ticket locked: an admission of a ticket nobody admitted becomes its
 * admission (at the device's time); of a ticket admitted already, the earlier by the devices'
 * times wins (a tie keeps the one that came first) and the later is recorded flagged `conflict`;
 * of a ticket that no longer admits, recorded flagged `cancelled`; a code no ticket of the
 * performance has is `unknown` (nothing recorded). Idempotent: an admission is recorded once by
 * its scan id, and one whose scan reached the server online is that admission. Each recorded
 * admission is audited on its order. 422 per field (`admissions.N.code`, `admissions.N.at`)
 * before anything is recorded; 404 for an unknown performance.
 */
export async function syncDoorAdmissions(
  deps: { db: Db; clock: { now: () => Date } },
  { body, staffId }: Sync,
): Promise<DoorSyncReply> {
  const latest = deps.clock.now().getTime() + aheadMs;
  const errors: FieldErrors = {};
  const admissions = body.admissions.map((admission, index) => {
    const code = normaliseTicketCode(admission.code);
    const at = new Date(admission.at);
    if (code === null)
      errors[`admissions.${String(index)}.code`] = [{ key: 'validation.ticket_code' }];
    if (at.getTime() > latest)
      errors[`admissions.${String(index)}.at`] = [{ key: 'validation.datetime' }];
    return { scanId: admission.scan_id, code: code ?? '', at };
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  if (!(await findPerformance(deps.db, body.event_id))) throw new AppError('event_not_found');
  const door = body.door.replace(/\s+/g, ' ').trim();
  return deps.db.transaction().execute(async (trx) => {
    const results: DoorSyncReply['results'] = [];
    for (const admission of admissions) {
      const outcome = await recordOne(trx, { ...admission, door, body, staffId });
      results.push({ scan_id: admission.scanId, ...outcome });
    }
    return { results };
  });
}

interface One {
  scanId: string;
  code: string;
  at: Date;
  door: string;
  body: DoorSyncBody;
  staffId: number;
}

async function recordOne(
  trx: Queryable,
  one: One,
): Promise<{ result: DoorSyncResult; repeated: boolean }> {
  const eventId = one.body.event_id;
  const ticket = await lockDoorTicket(trx, one.code, eventId);
  if (!ticket) return { result: 'unknown', repeated: false };
  const earlier = await findDoorAdmission(trx, one.scanId);
  if (earlier) return { result: earlier.result as DoorSyncResult, repeated: true };
  // The scan reached the server online (its answer was lost): that is this admission.
  if (ticket.checked_in_scan === one.scanId) return { result: 'admitted', repeated: true };

  let result: DoorSyncResult;
  let displaced: Record<string, unknown> | null = null;
  if (!ticket.admits) result = 'cancelled';
  else if (ticket.checked_in_at === null || one.at < ticket.checked_in_at) {
    result = 'admitted';
    if (ticket.checked_in_at !== null) {
      displaced = {
        checked_in_at: ticket.checked_in_at.toISOString(),
        checked_in_door: ticket.checked_in_door,
        checked_in_by: ticket.checked_in_by,
      };
      await displace(trx, { ...ticket, checked_in_at: ticket.checked_in_at }, eventId);
    }
    await setAdmission(trx, ticket.id, {
      at: one.at,
      door: one.door,
      staffId: one.staffId,
      scanId: one.scanId,
    });
  } else result = 'conflict';

  await trx
    .insertInto('door_admissions')
    .values({
      ticket_id: ticket.id,
      event_id: eventId,
      scan_id: one.scanId,
      device_id: one.body.device_id,
      door: one.door,
      staff_id: one.staffId,
      admitted_at: one.at,
      result,
    })
    .onConflict((oc) => oc.column('scan_id').doNothing())
    .execute();
  await recordAudit(trx, {
    action: 'ticket.admitted_offline',
    entity: 'order',
    entityId: ticket.order_id,
    actorId: one.staffId,
    data: {
      ticket_id: ticket.id,
      code: ticket.code,
      event_id: eventId,
      result,
      admitted_at: one.at.toISOString(),
      door: one.door,
      device_id: one.body.device_id,
      scan_id: one.scanId,
      ...(displaced ? { displaced } : {}),
    },
  });
  return { result, repeated: false };
}

/**
 * The ticket's admission is later than one a device made offline: it is flagged. An admission a
 * device sent before is its recorded row; one made online gets a row of its own.
 */
async function displace(
  trx: Queryable,
  ticket: {
    id: number;
    checked_in_at: Date;
    checked_in_door: string | null;
    checked_in_by: number | null;
    checked_in_scan: string | null;
  },
  eventId: number,
): Promise<void> {
  const recorded = ticket.checked_in_scan
    ? await findDoorAdmission(trx, ticket.checked_in_scan)
    : undefined;
  if (recorded) {
    await trx
      .updateTable('door_admissions')
      .set({ result: 'conflict' })
      .where('id', '=', recorded.id)
      .execute();
    return;
  }
  await trx
    .insertInto('door_admissions')
    .values({
      ticket_id: ticket.id,
      event_id: eventId,
      scan_id: null,
      device_id: null,
      door: ticket.checked_in_door,
      staff_id: ticket.checked_in_by,
      admitted_at: ticket.checked_in_at,
      result: 'conflict',
    })
    .execute();
}
