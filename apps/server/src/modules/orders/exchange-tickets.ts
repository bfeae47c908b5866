import { isAdministrator, type exchangeBody } from '@theatre/contracts';
import { type Locale } from '@theatre/i18n';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { MessageKey } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { takeTill } from '../box-office/take-till.js';
import { markOrderPaid } from '../checkout/mark-order-paid.js';
import { renderOrderTickets } from '../documents/render-order-tickets.js';
import {
  checkExchangeLines,
  chooseExchangeSeats,
  exchangeOrderLines,
  type ChosenLine,
} from './choose-exchange-lines.js';
import {
  findExchangeBuyer,
  insertExchangeOrder,
  lockExchangeTickets,
  lockTargetPerformance,
} from './exchange.repository.js';
import {
  exchangeMoney,
  exchangeRefusalOf,
  needsTill,
  type ExchangeSettlement,
} from './exchange-rules.js';
import { lockOrder } from './orders.repository.js';
import { refundOrderTickets } from './refund-order-tickets.js';
import { listShareLines } from './ticket-refunds.repository.js';
import { sharesOfStored } from './ticket-shares.js';

type Body = z.output<typeof exchangeBody>;

export interface ExchangeDone {
  dryRun: boolean;
  ticketIds: number[];
  value: number;
  price: number;
  difference: number;
  settlement: ExchangeSettlement;
  lines: ChosenLine[];
  newOrderId: number | null;
}

/** Nothing changed by a dry run: the transaction is rolled back with the preview. */
class Preview extends Error {
  constructor(readonly done: ExchangeDone) {
    super('preview');
  }
}

const fieldError = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  AppError.validation({ [field]: [{ key, ...(params ? { params } : {}) }] });

/**
 * POST /admin/orders/:id/exchange (cashiers with their own till, administrators; decision 0050):
 * some valid tickets of a paid order exchanged for tickets of another performance of the same
 * production, in one transaction: the till's day-close lock (a cashier's own, an administrator's
 * named one), the order's row lock, its tickets, the target performance's row lock. The old
 * tickets go back through refundOrderTickets (0039: invalidated, capacity or seats released, the
 * receipt or invoice corrected) with their value as the new order's credit, so only a surplus is
 * refunded (SimplePay partial refund, or out of the till for a desk sale); the new tickets are a
 * box-office order for the same buyer at the desk's prices (`exchanged_from_order_id`), paid by
 * the credit and, when dearer, the difference taken at the till (cash or card: the day close
 * counts only that), with its own receipt or invoice and tickets from the documents job, whose
 * e-mail tells the buyer. Tickets exchanged already: 409 `tickets_exchanged`. `dry_run` answers
 * the same figures and changes nothing. Audited as `order.exchanged`.
 */
export async function exchangeTickets(
  deps: { db: Db; config: Config; clock: Clock; log?: { warn(obj: object, msg: string): void } },
  input: {
    orderId: number;
    body: Body;
    actor: { id: number; roles: readonly string[] };
    locale: Locale;
  },
): Promise<ExchangeDone> {
  const { body, actor } = input;
  const admin = isAdministrator(actor);
  const dryRun = body.dry_run === true;
  // The seats are proposed before the transaction (a snapshot reads through the pool); the sale
  // inside takes them only when they are still free.
  const target = await deps.db
    .selectFrom('events')
    .select(['id', 'seat_map_id'])
    .where('id', '=', body.event_id)
    .executeTakeFirst();
  if (!target) throw fieldError('event_id', 'validation.exchange_target');
  const seated = target.seat_map_id !== null;
  let proposed = await checkExchangeLines(deps.db, body.event_id, seated, body.lines);
  if (seated) proposed = await chooseExchangeSeats(deps.db, body.event_id, proposed);
  const tillId = admin ? (body.till_id ?? null) : actor.id;

  let done: ExchangeDone;
  try {
    done = await deps.db.transaction().execute(async (trx) => {
      if (tillId !== null && !dryRun && !(await takeTill(trx, tillId))) {
        throw fieldError('till_id', 'validation.refund_till_staff');
      }
      const order = await lockOrder(trx, input.orderId);
      if (!order) throw new AppError('order_not_found');
      const tickets = await lockExchangeTickets(trx, order.id);
      const asked = new Set(body.ticket_ids);
      const chosen = tickets.filter((ticket) => asked.has(ticket.id));
      const exchanged = chosen.find((ticket) => ticket.exchanged_to_order_id !== null);
      if (exchanged) {
        throw new AppError('tickets_exchanged', { order: exchanged.exchanged_to_order_id ?? 0 });
      }
      if (exchangeRefusalOf(order) !== null) throw new AppError('exchange_not_allowed');
      const invalid = [...asked].filter(
        (id) => !chosen.some((ticket) => ticket.id === id && ticket.status === 'valid'),
      );
      if (invalid.length > 0) {
        const codes = invalid.map((id) => tickets.find((t) => t.id === id)?.code ?? String(id));
        throw fieldError('ticket_ids', 'validation.refund_tickets_unknown', {
          codes: codes.join(', '),
        });
      }
      const used = chosen.filter((ticket) => ticket.checked_in_at !== null);
      if (used.length > 0 && !admin) {
        throw fieldError('ticket_ids', 'validation.refund_tickets_used', {
          codes: used.map((ticket) => ticket.code).join(', '),
        });
      }
      const productions = new Set(chosen.map((ticket) => ticket.production_id));
      if (productions.size !== 1) throw fieldError('ticket_ids', 'validation.exchange_production');
      const event = await lockTargetPerformance(trx, body.event_id);
      if (
        !event?.on_sale ||
        !productions.has(event.production_id) ||
        chosen.some((ticket) => ticket.event_id === event.id)
      ) {
        throw fieldError('event_id', 'validation.exchange_target');
      }

      // What the old tickets cost (0039's split rule) and what the new cost at the desk.
      const shares = sharesOfStored(await listShareLines(trx, order.id), tickets);
      const value = chosen.reduce((sum, ticket) => sum + (shares.get(ticket.id)?.total ?? 0), 0);
      const orderLines = exchangeOrderLines(proposed, event.fee);
      const price = orderLines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
      const online = order.channel !== 'box_office';
      const money = exchangeMoney({ value, price, online });
      const preview: ExchangeDone = {
        dryRun,
        ticketIds: chosen.map((ticket) => ticket.id),
        value,
        price,
        difference: money.difference,
        settlement: money.settlement,
        lines: proposed,
        newOrderId: null,
      };
      if (dryRun) throw new Preview(preview);
      if (money.settlement === 'pay' && body.payment === undefined) {
        throw fieldError('payment', 'validation.exchange_payment');
      }
      if (needsTill(money.settlement) && tillId === null) {
        throw fieldError('till_id', 'validation.exchange_till');
      }

      const buyer = await findExchangeBuyer(trx, order.id);
      const method: 'cash' | 'card' =
        body.payment ?? (!online && buyer.payment_method === 1 ? 'cash' : 'card');
      const now = deps.clock.now();
      const newOrderId = await insertExchangeOrder(
        trx,
        {
          buyer,
          event,
          fromOrderId: order.id,
          credit: money.credit,
          paymentMethod: method === 'cash' ? 1 : 2,
          soldBy: tillId ?? actor.id,
          at: now,
        },
        orderLines,
      );
      // The old tickets back through the one mechanism; only a surplus is refunded.
      const back = await refundOrderTickets(trx, {
        order,
        ticketIds: preview.ticketIds,
        actor: { id: actor.id, admin },
        reason: `exchange:${String(newOrderId)}`,
        tillStaffId: tillId,
        exchange: { credit: money.credit, toOrderId: newOrderId },
      });
      if (back.refund?.method === 'desk') {
        await recordAudit(trx, {
          action: 'payment.refunded',
          entity: 'order',
          entityId: order.id,
          actorId: actor.id,
          data: {
            refund_id: back.refund.refundId,
            amount: back.refund.amount,
            method: 'desk',
            paid_out_by: back.refund.paidOutBy,
          },
        });
      }
      // The new tickets sold (never beyond capacity: sellOrderHolds under the types' locks).
      const paid = await markOrderPaid(
        trx,
        deps,
        { id: newOrderId, total: price, status: 'awaiting_payment', hold_over: false },
        { kind: 'desk', method, actorId: actor.id },
      );
      if (!paid) throw new AppError(seated ? 'seat_taken' : 'ticket_sold_out', { seats: '' });
      const data = {
        ticket_ids: preview.ticketIds,
        codes: chosen.map((ticket) => ticket.code),
        event_id: event.id,
        new_order_id: newOrderId,
        value,
        price,
        difference: money.difference,
        credit: money.credit,
        settlement: money.settlement,
        payment: money.settlement === 'pay' ? method : null,
        refund_id: back.refund?.refundId ?? null,
        till_id: tillId,
      };
      await recordAudit(trx, {
        action: 'order.exchanged',
        entity: 'order',
        entityId: order.id,
        actorId: actor.id,
        data,
      });
      await recordAudit(trx, {
        action: 'order.exchanged',
        entity: 'order',
        entityId: newOrderId,
        actorId: actor.id,
        data: { ...data, from_order_id: order.id },
      });
      return { ...preview, newOrderId };
    });
  } catch (error) {
    if (error instanceof Preview) return error.done;
    throw error;
  }
  // The tickets at once, so the desk can print or hand them over; the documents job is the fallback.
  if (done.newOrderId !== null) {
    try {
      await renderOrderTickets(deps, done.newOrderId);
    } catch (error) {
      deps.log?.warn({ err: error, orderId: done.newOrderId }, 'Exchange tickets not rendered');
    }
  }
  return done;
}
