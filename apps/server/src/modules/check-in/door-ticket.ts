import { seatName, seatOfStored, type CheckInReply, type CheckInResult } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import type { findDoorTicket } from './check-in.repository.js';

export type DoorTicket = NonNullable<Awaited<ReturnType<typeof findDoorTicket>>>;

/** An admission as the scanner shows it. */
export interface Admission {
  at: Date | null;
  door: string | null;
  by: string | null;
}

/**
 * Why a ticket does not admit to a performance, or null when it does. A cancelled ticket, or one
 * of an order that is not paid, is refused first wherever it is scanned; then a ticket for another
 * performance; then one that was admitted already.
 */
export function refusalOf(ticket: DoorTicket, eventId: number): CheckInResult | null {
  if (ticket.status !== 'valid' || ticket.order_status !== 'paid') return 'cancelled';
  if (ticket.event_id !== eventId) return 'wrong_event';
  if (ticket.checked_in_at !== null) return 'already_used';
  return null;
}

/**
 * The scanner's answer: the result, its message in the caller's language, the ticket; `repeated`
 * for a scan sent again that had admitted the ticket.
 */
export function doorReply(
  result: CheckInResult,
  locale: Locale,
  ticket: DoorTicket | undefined,
  admission: Admission,
  repeated = false,
): CheckInReply {
  const en = locale === 'en';
  const seat = ticket ? seatOfStored(ticket.seat) : null;
  return {
    result,
    message: translate(locale, `check_in_results.${result}`),
    ticket: ticket
      ? {
          code: ticket.code,
          type_name: (en && ticket.type_name_en) || ticket.type_name,
          ...(seat ? { seat: seatName(seat, locale) } : {}),
          event_id: ticket.event_id,
          event_name: (en && ticket.event_name_en) || ticket.event_name,
          starts_at: ticket.starts_at ? new Date(ticket.starts_at).toISOString() : null,
          venue_name: (en && ticket.venue_name_en) || ticket.venue_name,
          buyer_name: ticket.buyer_name,
          order_id: ticket.order_id,
        }
      : null,
    checked_in_at: admission.at ? admission.at.toISOString() : null,
    checked_in_door: admission.door,
    checked_in_by: admission.by,
    repeated,
  };
}
