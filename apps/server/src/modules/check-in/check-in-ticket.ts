import { normaliseTicketCode, type CheckInReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { admitTicket, findDoorTicket, findPerformance } from './check-in.repository.js';
import { doorReply, refusalOf } from './door-ticket.js';

export interface CheckInInput {
  /** As scanned or typed. */
  code: string;
  eventId: number;
  door: string;
  /** The door's id of this scan; the same for a scan sent again after its answer was lost. */
  scanId?: string | undefined;
  staff: { id: number; name: string };
  locale: Locale;
}

/**
 * A ticket scanned at a door (decision 0016). The admission is one conditional update, so a ticket
 * scanned at several doors at once is admitted exactly once; when it admits nothing, one read
 * says why (already used: when, where, by whom; another performance: which; cancelled; unknown).
 * A scan sent again with its `scanId` (its answer was lost) is answered with the admission it
 * made, marked `repeated`, not as "already used".
 * Every outcome is an answer for the scanner, not an error; a code that cannot be a ticket code
 * is a 422, and a performance that does not exist a 404.
 */
export async function checkInTicket(deps: { db: Db }, input: CheckInInput): Promise<CheckInReply> {
  const code = normaliseTicketCode(input.code);
  if (code === null) throw AppError.validation({ code: [{ key: 'validation.ticket_code' }] });
  // An undo, or a late payment, between the update and the read can leave a ticket that would
  // admit now: scan it again (in practice at most once more).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const admitted = await admitTicket(deps.db, {
      code,
      eventId: input.eventId,
      door: input.door.replace(/\s+/g, ' ').trim(),
      staffId: input.staff.id,
      scanId: input.scanId ?? null,
    });
    const ticket = await findDoorTicket(deps.db, code);
    if (admitted) {
      return doorReply('admitted', input.locale, ticket, {
        at: admitted.checked_in_at,
        door: admitted.checked_in_door,
        by: input.staff.name,
      });
    }
    if (ticket?.event_id !== input.eventId && !(await findPerformance(deps.db, input.eventId)))
      throw new AppError('event_not_found');
    if (!ticket) return doorReply('unknown', input.locale, undefined, noAdmission);
    const refusal = refusalOf(ticket, input.eventId);
    if (refusal) {
      const admission = {
        at: ticket.checked_in_at,
        door: ticket.checked_in_door,
        by: ticket.checked_in_by_name,
      };
      // This very scan admitted it before (its answer was lost and the door sent it again).
      if (refusal === 'already_used' && input.scanId && ticket.checked_in_scan === input.scanId)
        return doorReply('admitted', input.locale, ticket, admission, true);
      return doorReply(refusal, input.locale, ticket, admission);
    }
  }
  throw new Error(`Ticket ${code} admits but could not be admitted`);
}

const noAdmission = { at: null, door: null, by: null };
