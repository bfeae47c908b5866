import { seatName, seatOfStored } from '@theatre/contracts';
import { formatDateTime, formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';
import { calendarFilename } from '../documents/document-filenames.js';
import { listCalendarPerformances, renderOrderCalendar } from '../documents/order-calendar.js';
import { queueMail } from '../notifications/queue-mail.js';
import { ticketAmounts } from '../orders/ticket-amounts.js';
import { findMoveMailFacts } from './performance-moves.repository.js';

/**
 * The e-mail of a moved performance to one order's buyer (decision 0048), in the caller's
 * transaction, in the order's language: the old and the new date, the venue, staff's note, the
 * order's valid tickets of it and what they cost, the refund deadline, the buyer's own page (the
 * token's link: the tickets again, the refund) and the tickets PDF directly, with the new date as
 * a calendar entry (the same UID as the confirmation's, so a calendar updates its entry). Answers
 * false when there is nobody to write to (no valid ticket of it left, or no e-mail address).
 */
export async function queuePerformanceMovedMail(
  trx: Transaction<Database>,
  deps: { config: Config },
  input: {
    orderId: number;
    token: string;
    move: {
      event_id: number;
      name: string;
      name_en: string;
      old_starts_at: Date;
      new_starts_at: Date;
      refund_deadline: Date;
      note: string;
      /** The how-manieth move of the performance: the calendar entry's SEQUENCE. */
      sequence: number;
    };
  },
): Promise<boolean> {
  const { move } = input;
  const { order, tickets } = await findMoveMailFacts(trx, input.orderId, move.event_id);
  if (order?.status !== 'paid' || tickets.length === 0 || order.buyer_email === '') return false;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  const english = locale === 'en';
  const amounts = await ticketAmounts(trx, order.id);
  const total = tickets.reduce((sum, ticket) => sum + (amounts.get(ticket.id) ?? 0), 0);
  const lines = tickets.map((ticket) => {
    const type = english && ticket.name_en ? ticket.name_en : ticket.name;
    const seat = seatOfStored(ticket.seat);
    return `${ticket.code}: ${type}${seat ? ` – ${seatName(seat, locale)}` : ''}`;
  });
  const calendar = (await listCalendarPerformances(trx, order.id, locale))
    .filter((performance) => performance.eventId === move.event_id)
    .map((performance) => ({ ...performance, sequence: move.sequence }));
  const attachments: MailAttachment[] =
    calendar.length === 0
      ? []
      : [
          {
            filename: calendarFilename(order.id, locale),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(
              renderOrderCalendar({
                orderId: order.id,
                host: new URL(deps.config.publicUrl).hostname,
                paidAt: null,
                performances: calendar,
              }),
              'utf8',
            ),
          },
        ];
  const origin = deps.config.publicUrlSet
    ? deps.config.publicUrl
    : (order.link_origin ?? deps.config.publicUrl);
  await queueMail(trx, deps.config, {
    kind: 'performance_moved',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    path: `/performance-move/${input.token}`,
    origin: order.link_origin,
    order: { id: order.id, total: formatPrice(total), lines },
    performanceMoved: {
      performance: english && move.name_en ? move.name_en : move.name,
      old: formatDateTime(move.old_starts_at, locale),
      when: formatDateTime(move.new_starts_at, locale),
      venue: calendar[0]?.location ?? null,
      note: move.note,
      deadline: formatDateTime(move.refund_deadline, locale),
      ticketsUrl: `${origin}/api/performance-moves/${input.token}/tickets`,
    },
    attachments,
  });
  return true;
}
