import {
  newTicketCode,
  seatName,
  type complimentaryIssueBody,
  type ComplimentaryIssueReply,
  type SeatOfLine,
} from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import { bestSplit, candidates } from '@theatre/seating';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/record-audit.js';
import { insertOrder, setOrderState, type NewOrderLine } from '../checkout/checkout.repository.js';
import { insertTickets } from '../documents/documents.repository.js';
import { issueDocumentsJobKind } from '../documents/record-order-documents.js';
import { readSeatsForHold } from '../inventory/seats.repository.js';
import { sellOrderHolds } from '../inventory/sell-order-holds.js';
import { describeSeats } from '../seating/describe-seats.js';
import { seatSnapshot } from '../seating/seat-snapshot.js';
import {
  countValidComplimentary,
  findIssuableType,
  insertComplimentaryOrder,
  lockAllowance,
} from './complimentary.repository.js';

type Body = z.output<typeof complimentaryIssueBody>;
type Trx = Transaction<Database>;

/** How many fresh snapshots best available tries before it gives up (as the cart's). */
const attempts = 3;

/** The seats were taken meanwhile: best available tries another block. */
class SeatsTaken extends Error {
  constructor(readonly seatIds: number[]) {
    super('seats taken');
  }
}

/**
 * POST /admin/performances/:id/complimentary (administrators; decision 0045): issues complimentary
 * tickets to a recipient. In one transaction: the performance's allowance under its row lock
 * (so two administrators cannot together exceed it; 422 on `quantity` beyond what is left), an
 * order of the `complimentary` channel at 0 Ft in the recipient's name, and its tickets sold
 * through the inventory (sellOrderHolds: from free capacity under the ticket types' locks, the
 * seats only when free; never oversold: 409 `ticket_sold_out` / `seat_taken`). The order is paid
 * (settled: nothing is due) without a payment, a receipt or an invoice; its tickets admit at the
 * door like any other. The documents job renders the tickets PDF and e-mails it to the recipient.
 * A seated performance takes the seats named, or the best block of `quantity` seats together of
 * the zone (best available, decision 0038). Audited as `complimentary.issued` with the reason and
 * the recipient.
 */
export async function issueComplimentaryTickets(
  deps: { db: Db; clock: Clock },
  input: { eventId: number; body: Body; actorId: number; locale: Locale },
): Promise<ComplimentaryIssueReply> {
  const { body } = input;
  const event = await deps.db
    .selectFrom('events')
    .select('seat_map_id')
    .where('id', '=', input.eventId)
    .executeTakeFirst();
  if (!event) throw new AppError('performance_not_found');
  const type = await findIssuableType(deps.db, input.eventId, body.ticket_type_id);
  if (!type) throw AppError.validation({ ticket_type_id: [{ key: 'validation.invalid_value' }] });
  if (event.seat_map_id === null) {
    if (body.seat_ids !== undefined) {
      throw AppError.validation({ seat_ids: [{ key: 'validation.complimentary_not_seated' }] });
    }
    return issueOnce(deps, input, null);
  }
  if (body.seat_ids !== undefined) {
    try {
      return await issueOnce(deps, input, [...new Set(body.seat_ids)]);
    } catch (error) {
      if (error instanceof SeatsTaken) throw await seatTaken(deps.db, input, error.seatIds);
      throw error;
    }
  }
  let lastTaken: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const snapshot = await seatSnapshot(deps.db, input.eventId, new Set([type.id]), body.quantity);
    if (!snapshot) throw new AppError('seat_map_not_found');
    const [best] = candidates(snapshot, 1);
    if (!best) {
      const split = bestSplit(snapshot);
      throw new AppError('not_enough_adjacent_seats', { quantity: body.quantity }, undefined, {
        proposal: split ? split.parts.map((part) => part.seatIds) : null,
      });
    }
    try {
      return await issueOnce(deps, input, best.seatIds);
    } catch (error) {
      if (!(error instanceof SeatsTaken)) throw error;
      lastTaken = error.seatIds;
    }
  }
  throw await seatTaken(deps.db, input, lastTaken);
}

async function seatTaken(db: Db, input: { eventId: number; locale: Locale }, seatIds: number[]) {
  const names = await describeSeats(db, input.eventId, seatIds);
  return new AppError(
    'seat_taken',
    {
      seats: seatIds
        .map((id) => {
          const seat = names.get(id);
          return seat ? seatName(seat, input.locale) : String(id);
        })
        .join('; '),
    },
    undefined,
    { seat_ids: seatIds },
  );
}

/** One attempt, in one transaction: all of it, or nothing (SeatsTaken: the seats were not free). */
function issueOnce(
  deps: { db: Db; clock: Clock },
  input: { eventId: number; body: Body; actorId: number; locale: Locale },
  seatIds: number[] | null,
): Promise<ComplimentaryIssueReply> {
  const { body } = input;
  const quantity = seatIds === null ? body.quantity : seatIds.length;
  return deps.db.transaction().execute(async (trx) => {
    const event = await lockAllowance(trx, input.eventId);
    if (!event) throw new AppError('performance_not_found');
    const used = await countValidComplimentary(trx, input.eventId);
    const left = Math.max(0, event.allowance - used);
    if (quantity > left) {
      throw AppError.validation({
        quantity: [{ key: 'validation.complimentary_allowance_left', params: { left } }],
      });
    }
    const type = await findIssuableType(trx, input.eventId, body.ticket_type_id);
    if (!type) throw AppError.validation({ ticket_type_id: [{ key: 'validation.invalid_value' }] });
    const seats = seatIds === null ? null : await checkSeats(trx, input.eventId, type.id, seatIds);
    const now = deps.clock.now();
    const base = {
      kind: 'ticket' as const,
      ticket_type_id: type.id,
      name: type.name,
      name_en: type.name_en,
      event_id: input.eventId,
      event_name: event.event_name,
      event_name_en: event.event_name_en,
      event_start: event.starts_at.toISOString(),
      unit_price: 0,
      total: 0,
      discounted: null,
      unit_fee: 0,
    };
    const lines: NewOrderLine[] =
      seats === null
        ? [{ ...base, quantity }]
        : seats.map((seat) => ({
            ...base,
            quantity: 1,
            hall_seat_id: seat.id,
            zone_id: type.id,
            seat: JSON.stringify(seat),
          }));
    const orderId = await insertOrder(
      trx,
      {
        user_id: null,
        buyer_name: body.recipient_name,
        buyer_email: body.recipient_email,
        language: body.language,
        channel: 'complimentary',
        needs_invoice: false,
        billing: null,
        ticket_delivery: 'email',
        coupon_id: null,
        ticket_total: 0,
        fee_total: 0,
        discount: 0,
        total: 0,
        expires_at: now,
      },
      lines,
    );
    await insertComplimentaryOrder(trx, {
      order_id: orderId,
      event_id: input.eventId,
      reason: body.reason,
      note: body.note,
      issued_by: input.actorId,
    });
    // The inventory's own use case: from free capacity, under the ticket types' locks, the
    // seats only when free. Nothing is sold beyond the capacity.
    if (!(await sellOrderHolds(trx, orderId, [{ ticketTypeId: type.id, quantity }]))) {
      if (seatIds !== null) throw new SeatsTaken(seatIds);
      throw new AppError('ticket_sold_out');
    }
    await setOrderState(trx, orderId, { status: 'paid', payment_status: 1, paid_at: now });
    const items = await trx
      .selectFrom('order_items')
      .select(['id', 'quantity'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    await insertTickets(
      trx,
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          order_id: orderId,
          order_item_id: item.id,
          event_id: input.eventId,
          code: newTicketCode(),
        })),
      ),
    );
    // The tickets PDF and the recipient's e-mail; no receipt or invoice (nothing was sold).
    await enqueueJob(trx, issueDocumentsJobKind, { order_id: orderId }, { maxAttempts: 20 });
    await recordAudit(trx, {
      action: 'complimentary.issued',
      entity: 'order',
      entityId: orderId,
      actorId: input.actorId,
      data: {
        event_id: input.eventId,
        reason: body.reason,
        note: body.note,
        recipient_name: body.recipient_name,
        recipient_email: body.recipient_email,
        ticket_type_id: type.id,
        tickets: quantity,
        seats: seats === null ? [] : seats.map((seat) => seatName(seat, 'hu')),
        allowance: event.allowance,
        left: left - quantity,
      },
    });
    return {
      order_id: orderId,
      tickets: quantity,
      message: translate(input.locale, 'messages.complimentary_issued', {
        count: quantity,
        email: body.recipient_email,
      }),
    };
  });
}

/** Named seats: of this performance (422), of the zone (422), free now (SeatsTaken). */
async function checkSeats(
  trx: Trx,
  eventId: number,
  zoneId: number,
  seatIds: readonly number[],
): Promise<SeatOfLine[]> {
  const sorted = [...seatIds].sort((a, b) => a - b);
  const found = await readSeatsForHold(trx, eventId, sorted, null);
  const known = new Set(found.map((seat) => seat.hallSeatId));
  const unknown = sorted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw AppError.validation({
      seat_ids: [{ key: 'validation.seat_unknown', params: { seats: unknown.join(', ') } }],
    });
  }
  const otherZone = found.filter((seat) => seat.zoneId !== null && seat.zoneId !== zoneId);
  if (otherZone.length > 0) {
    throw AppError.validation({ seat_ids: [{ key: 'validation.complimentary_seat_zone' }] });
  }
  const notFree = found.filter(
    (seat) => seat.zoneId === null || seat.blocked || seat.sold || seat.heldByOther,
  );
  if (notFree.length > 0) throw new SeatsTaken(notFree.map((seat) => seat.hallSeatId));
  const names = await describeSeats(trx, eventId, sorted);
  return sorted.map((id) => {
    const seat = names.get(id);
    if (!seat) throw new Error(`Seat ${String(id)} has no label`);
    return seat;
  });
}
