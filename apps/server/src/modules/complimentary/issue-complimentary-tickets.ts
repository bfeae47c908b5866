import {
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
import { issueDocumentsJobKind } from '../documents/record-order-documents.js';
import { sellOrderHolds } from '../inventory/sell-order-holds.js';
import { describeSeats } from '../seating/describe-seats.js';
import { seatSnapshot } from '../seating/seat-snapshot.js';
import {
  countValidComplimentary,
  findIssuableType,
  insertComplimentaryOrder,
  insertComplimentaryTickets,
  listSeatZones,
  lockAllowance,
  type ComplimentaryLine,
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
    // A cancelled performance admits nobody (decision 0047); its lock orders this and the cancel.
    if (event.cancelled_at !== null) throw new AppError('performance_cancelled');
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
    const base = { ticket_type_id: type.id, name: type.name, name_en: type.name_en };
    const lines: ComplimentaryLine[] =
      seats === null
        ? [{ ...base, quantity }]
        : seats.map((seat) => ({
            ...base,
            quantity: 1,
            hall_seat_id: seat.id,
            zone_id: type.id,
            seat: JSON.stringify(seat),
          }));
    const order = await insertComplimentaryOrder(
      trx,
      {
        event,
        recipient: {
          name: body.recipient_name,
          email: body.recipient_email,
          language: body.language,
        },
        reason: body.reason,
        note: body.note,
        issuedBy: input.actorId,
        at: deps.clock.now(),
      },
      lines,
    );
    const orderId = order.id;
    // The inventory's own use case: from free capacity, under the ticket types' locks, the
    // seats only when free. Nothing is sold beyond the capacity.
    if (!(await sellOrderHolds(trx, orderId, [{ ticketTypeId: type.id, quantity }]))) {
      if (seatIds !== null) throw new SeatsTaken(seatIds);
      throw new AppError('ticket_sold_out');
    }
    await insertComplimentaryTickets(trx, orderId, input.eventId, order.items);
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
  const found = await listSeatZones(trx, eventId, sorted);
  const known = new Set(found.map((seat) => seat.hall_seat_id));
  const unknown = sorted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw AppError.validation({
      seat_ids: [{ key: 'validation.seat_unknown', params: { seats: unknown.join(', ') } }],
    });
  }
  if (found.some((seat) => seat.zone_id !== null && seat.zone_id !== zoneId)) {
    throw AppError.validation({ seat_ids: [{ key: 'validation.complimentary_seat_zone' }] });
  }
  // Not for sale (no zone, blocked): taken. Sold or held by another is the sale's to decide.
  const notFree = found.filter((seat) => seat.zone_id === null || seat.blocked);
  if (notFree.length > 0) throw new SeatsTaken(notFree.map((seat) => seat.hall_seat_id));
  const names = await describeSeats(trx, eventId, sorted);
  return sorted.map((id) => {
    const seat = names.get(id);
    if (!seat) throw new Error(`Seat ${String(id)} has no label`);
    return seat;
  });
}
