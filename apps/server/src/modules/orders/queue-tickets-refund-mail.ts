import { seatName, seatOfStored } from '@theatre/contracts';
import { budapestDay, formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../notifications/queue-mail.js';
import { findRefundMailFacts } from './ticket-refunds.repository.js';

/**
 * The e-mail telling the buyer that some tickets of their order were taken back (decision 0039),
 * in the order's language, in the refund's transaction: which tickets (code, performance, date,
 * seat), what they cost and how it comes back, and that the corrected documents and the tickets
 * left are among their orders. A walk-in buyer with no e-mail address is told at the desk.
 */
export async function queueTicketsRefundMail(
  trx: Transaction<Database>,
  deps: { config: Config },
  input: {
    orderId: number;
    ticketIds: readonly number[];
    amount: number;
    refund: 'card' | 'desk' | null;
  },
): Promise<void> {
  const { order, tickets } = await findRefundMailFacts(trx, input.orderId, input.ticketIds);
  if (!order || order.buyer_email === '') return;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  const english = locale === 'en';
  const lines = tickets.map((ticket) => {
    const event =
      (english && ticket.event_name_en ? ticket.event_name_en : ticket.event_name) ?? '';
    const type = english && ticket.name_en ? ticket.name_en : ticket.name;
    const when = ticket.event_start ? ` (${budapestDay(ticket.event_start)})` : '';
    const seat = seatOfStored(ticket.seat);
    return `${ticket.code}: ${event} – ${type}${when}${seat ? ` – ${seatName(seat, locale)}` : ''}`;
  });
  await queueMail(trx, deps.config, {
    kind: 'tickets_refunded',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    ...(order.user_id === null ? {} : { path: '/profile' }),
    origin: order.link_origin,
    order: { id: order.id, total: formatPrice(input.amount), lines },
    cancellation: { paid: true, refund: input.refund, documentAttached: false },
  });
}
