import { PaymentMethod, seatName, seatOfStored, type MovedOrder } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db, Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secure-token.js';
import { downloadOrderTickets } from '../documents/download-order-tickets.js';
import type { DownloadedFile } from '../documents/download-documents.js';
import {
  findMovedPerformance,
  findMoveOrderByToken,
  listPerformanceTickets,
} from './moved-orders.repository.js';
import { ticketAmounts } from './ticket-amounts.js';

export type MoveOrderRow = NonNullable<Awaited<ReturnType<typeof findMoveOrderByToken>>>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** How a refund of the order goes back: to the card, or paid out at the box office's desk. */
export const refundMethodOf = (order: { payment_method: number; channel: string }) =>
  order.channel === 'box_office' || order.payment_method === PaymentMethod.Cash ? 'desk' : 'card';

/** What the buyer's page of a moved performance shows (decision 0048), in the given language. */
export async function movedOrderView(
  db: Queryable,
  row: MoveOrderRow,
  locale: Locale,
  now: Date,
): Promise<MovedOrder> {
  const english = locale === 'en';
  const [performance, all, amounts] = await Promise.all([
    findMovedPerformance(db, row.event_id),
    listPerformanceTickets(db, row.order_id, row.event_id),
    ticketAmounts(db, row.order_id),
  ]);
  const refunded = row.refunded_at !== null;
  const tickets = all.filter(
    (ticket) =>
      ticket.status === 'valid' ||
      (refunded && row.refund_id !== null && ticket.refund_id === row.refund_id),
  );
  const valid = tickets.filter((ticket) => ticket.status === 'valid');
  const venue = performance
    ? [
        (english && performance.hall_en) || performance.hall,
        (english && performance.venue_en) || performance.venue,
      ]
        .filter(
          (part, index, parts): part is string => Boolean(part) && parts.indexOf(part) === index,
        )
        .join(', ')
    : null;
  return {
    order_id: row.order_id,
    performance: performance ? (english && performance.name_en) || performance.name : '',
    venue: venue === '' ? null : venue,
    old_starts_at: iso(row.old_starts_at),
    new_starts_at: iso(row.new_starts_at),
    refund_deadline: iso(row.refund_deadline),
    note: row.note,
    refund_state: refunded
      ? 'refunded'
      : valid.length === 0
        ? 'none'
        : now.getTime() >= new Date(row.refund_deadline).getTime()
          ? 'passed'
          : 'open',
    tickets: tickets.map((ticket) => {
      const seat = seatOfStored(ticket.seat);
      return {
        code: ticket.code,
        type: (english && ticket.name_en) || ticket.name,
        seat: seat ? seatName(seat, locale) : null,
        amount: amounts.get(ticket.id) ?? 0,
        status: ticket.status === 'valid' ? ('valid' as const) : ('refunded' as const),
      };
    }),
    refund_amount: refunded
      ? row.refund_amount
      : valid.reduce((sum, ticket) => sum + (amounts.get(ticket.id) ?? 0), 0),
    refund_method: refundMethodOf(row),
    tickets_download: valid.length > 0,
  };
}

/** The move's row of a buyer's link: 404 `performance_move_not_found` for a token nobody holds. */
export async function findMoveOrder(db: Queryable, token: string): Promise<MoveOrderRow> {
  const row = await findMoveOrderByToken(db, hashToken(token));
  if (!row) throw new AppError('performance_move_not_found');
  return row;
}

/** GET /performance-moves/:token: the buyer's page of a moved performance. */
export async function getMovedOrder(
  deps: { db: Db; clock: Clock },
  input: { token: string; locale: Locale },
): Promise<MovedOrder> {
  const row = await findMoveOrder(deps.db, input.token);
  return movedOrderView(deps.db, row, input.locale, deps.clock.now());
}

/** GET /performance-moves/:token/tickets: the order's tickets PDF, with the new date. */
export async function downloadMovedTickets(
  deps: { db: Db },
  input: { token: string; locale: Locale },
): Promise<DownloadedFile> {
  const row = await findMoveOrder(deps.db, input.token);
  return downloadOrderTickets(deps, row.order_id, input.locale);
}
