import { seatName, seatOfStored } from '@theatre/contracts';
import { formatDateTime, formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../notifications/queue-mail.js';
import { lockOrder, markOrderCancelled } from './orders.repository.js';
import { refundOrderTickets } from './refund-order-tickets.js';
import {
  findRefundMailFacts,
  listValidTicketIdsOfPerformance,
} from './ticket-refunds.repository.js';

export interface PerformanceOrderRefund {
  /** The order's tickets of the performance refunded now (0: none was left valid). */
  tickets: number;
  amount: number;
  refundId: number | null;
}

/**
 * One order's part of a cancelled performance (decision 0047), in the caller's transaction: the
 * order's valid tickets of that performance are refunded through the one mechanism of decision
 * 0039 (refundOrderTickets: they stop admitting, go back, the receipt or invoice is corrected,
 * the price goes back to the card by the refund job, or waits at the desk for a cash or desk
 * sale), an order left with no valid ticket is cancelled, and the buyer is e-mailed in the
 * order's language. An order no longer paid, or with no valid ticket of the performance, is left
 * as it is (0 tickets). The order's row lock is taken here.
 */
export async function refundPerformanceOrder(
  trx: Transaction<Database>,
  deps: { config: Config },
  input: {
    orderId: number;
    performance: { id: number; name: string; name_en: string; starts_at: Date };
    reason: string;
    actorId: number;
    now: Date;
  },
): Promise<PerformanceOrderRefund> {
  const order = await lockOrder(trx, input.orderId);
  if (order?.status !== 'paid') return { tickets: 0, amount: 0, refundId: null };
  const ticketIds = await listValidTicketIdsOfPerformance(trx, order.id, input.performance.id);
  if (ticketIds.length === 0) return { tickets: 0, amount: 0, refundId: null };
  const refunded = await refundOrderTickets(trx, {
    order,
    ticketIds,
    actor: { id: input.actorId, admin: true },
    reason: input.reason,
    tillStaffId: null,
    deskLater: true,
  });
  if (refunded.ticketsLeft === 0) {
    await markOrderCancelled(trx, order.id, {
      by: input.actorId,
      reason: input.reason,
      at: input.now,
    });
  }
  await queuePerformanceCancelledMail(trx, deps, {
    orderId: order.id,
    ticketIds,
    amount: refunded.amount,
    refund: refunded.refund === null ? null : refunded.refund.method === 'desk' ? 'desk' : 'card',
    ticketsLeft: refunded.ticketsLeft > 0,
    performance: input.performance,
    reason: input.reason,
  });
  return {
    tickets: ticketIds.length,
    amount: refunded.amount,
    refundId: refunded.refund?.refundId ?? null,
  };
}

async function queuePerformanceCancelledMail(
  trx: Transaction<Database>,
  deps: { config: Config },
  input: {
    orderId: number;
    ticketIds: readonly number[];
    amount: number;
    refund: 'card' | 'desk' | null;
    ticketsLeft: boolean;
    performance: { name: string; name_en: string; starts_at: Date };
    reason: string;
  },
): Promise<void> {
  const { order, tickets } = await findRefundMailFacts(trx, input.orderId, input.ticketIds);
  // A walk-in buyer with no e-mail address hears of it at the desk.
  if (!order || order.buyer_email === '') return;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  const english = locale === 'en';
  const lines = tickets.map((ticket) => {
    const type = english && ticket.name_en ? ticket.name_en : ticket.name;
    const seat = seatOfStored(ticket.seat);
    return `${ticket.code}: ${type}${seat ? ` – ${seatName(seat, locale)}` : ''}`;
  });
  const { performance } = input;
  await queueMail(trx, deps.config, {
    kind: 'performance_cancelled',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    ...(order.user_id === null ? {} : { path: '/profile' }),
    origin: order.link_origin,
    order: { id: order.id, total: formatPrice(input.amount), lines },
    performanceCancelled: {
      performance: english && performance.name_en ? performance.name_en : performance.name,
      when: formatDateTime(performance.starts_at, locale),
      reason: input.reason,
      refund: input.refund,
      ticketsLeft: input.ticketsLeft,
    },
  });
}
