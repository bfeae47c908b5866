import { normaliseTicketCode, type CheckInUndoReply } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { clearAdmission, lockPerformanceTicket } from './check-in.repository.js';

/**
 * Clears an admission made by mistake (administrators): the ticket admits again. In one
 * transaction with the ticket locked, and audited on the order's trail with what it cleared
 * (when, at which door, by whom). 404 when the performance has no such ticket, 409 when the
 * ticket was not admitted.
 */
export async function undoCheckIn(
  deps: { db: Db },
  input: { code: string; eventId: number; actorId: number; locale: Locale },
): Promise<CheckInUndoReply> {
  const code = normaliseTicketCode(input.code);
  if (code === null) throw AppError.validation({ code: [{ key: 'validation.ticket_code' }] });
  return deps.db.transaction().execute(async (trx) => {
    const ticket = await lockPerformanceTicket(trx, code, input.eventId);
    if (!ticket) throw new AppError('ticket_not_found');
    if (ticket.checked_in_at === null) throw new AppError('ticket_not_checked_in');
    await clearAdmission(trx, ticket.id);
    await recordAudit(trx, {
      action: 'ticket.check_in_undone',
      entity: 'order',
      entityId: ticket.order_id,
      actorId: input.actorId,
      data: {
        ticket_id: ticket.id,
        code: ticket.code,
        event_id: ticket.event_id,
        checked_in_at: ticket.checked_in_at.toISOString(),
        checked_in_door: ticket.checked_in_door,
        checked_in_by: ticket.checked_in_by,
        checked_in_by_name: ticket.checked_in_by_name,
      },
    });
    return {
      message: translate(input.locale, 'check_in_results.undone'),
      code: ticket.code,
      checked_in_at: ticket.checked_in_at.toISOString(),
      checked_in_door: ticket.checked_in_door,
      checked_in_by: ticket.checked_in_by_name,
    };
  });
}
