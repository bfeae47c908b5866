import { seatName, type exchangeBody, type SeatOfLine } from '@theatre/contracts';
import { translate, type Locale } from '@theatre/i18n';
import { bestSplit, candidates } from '@theatre/seating';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { describeSeats } from '../seating/describe-seats.js';
import { seatSnapshot } from '../seating/seat-snapshot.js';
import { listTargetTicketTypes, type ExchangeLine } from './exchange.repository.js';

type Body = z.output<typeof exchangeBody>;

/** A line the buyer asked for, checked: the type, how many, and for a seated target the seats. */
export interface ChosenLine {
  ticketTypeId: number;
  name: string;
  nameEn: string;
  quantity: number;
  price: number;
  seats: SeatOfLine[] | null;
}

/**
 * The new tickets asked for, checked against the target performance's ticket types (422 on
 * `lines`: a type of another performance, nothing asked, more than is free; a seated target's
 * concession, which has no seats of its own). Lines of one type are added up.
 */
export async function checkExchangeLines(
  db: Queryable,
  eventId: number,
  seated: boolean,
  lines: Body['lines'],
): Promise<ChosenLine[]> {
  const types = await listTargetTicketTypes(db, [eventId]);
  const wanted = new Map<number, number>();
  for (const line of lines) {
    wanted.set(line.ticket_type_id, (wanted.get(line.ticket_type_id) ?? 0) + line.quantity);
  }
  const errors: FieldErrors = {};
  const chosen: ChosenLine[] = [];
  for (const [typeId, quantity] of wanted) {
    if (quantity === 0) continue;
    const type = types.find((item) => item.id === typeId);
    if (!type) {
      errors.lines = [{ key: 'validation.exchange_ticket_type' }];
      continue;
    }
    if (seated && !type.zone) {
      errors.lines = [{ key: 'validation.exchange_seated' }];
      continue;
    }
    if (type.available < quantity) {
      errors.lines = [
        { key: 'validation.exchange_sold_out', params: { left: Math.max(0, type.available) } },
      ];
      continue;
    }
    chosen.push({
      ticketTypeId: type.id,
      name: type.name,
      nameEn: type.name_en,
      quantity,
      price: type.price,
      seats: null,
    });
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  if (chosen.length === 0) {
    throw AppError.validation({ lines: [{ key: 'validation.exchange_quantity' }] });
  }
  return chosen;
}

/**
 * A seated target: the best seats together of each line's zone (best available, decision 0038),
 * as the desk offers them. A snapshot only proposes; the sale takes the seats only when free.
 */
export async function chooseExchangeSeats(
  db: Db,
  eventId: number,
  lines: readonly ChosenLine[],
): Promise<ChosenLine[]> {
  const taken = new Set<number>();
  const out: ChosenLine[] = [];
  for (const line of lines) {
    const snapshot = await seatSnapshot(db, eventId, new Set([line.ticketTypeId]), line.quantity);
    if (!snapshot) throw new AppError('seat_map_not_found');
    const free = {
      ...snapshot,
      rows: snapshot.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) => (taken.has(seat.id) ? { ...seat, free: false } : seat)),
      })),
    };
    const [best] = candidates(free, 1);
    if (!best) {
      const split = bestSplit(free);
      throw new AppError('not_enough_adjacent_seats', { quantity: line.quantity }, undefined, {
        proposal: split ? split.parts.map((part) => part.seatIds) : null,
      });
    }
    best.seatIds.forEach((id) => taken.add(id));
    const names = await describeSeats(db, eventId, best.seatIds);
    out.push({
      ...line,
      seats: best.seatIds.map((id) => {
        const seat = names.get(id);
        if (!seat) throw new Error(`Seat ${String(id)} has no label`);
        return seat;
      }),
    });
  }
  return out;
}

/** The new order's lines: a line per type (a seated target: per seat), and the desk's fee. */
export function exchangeOrderLines(lines: readonly ChosenLine[], fee: number): ExchangeLine[] {
  const tickets = lines.flatMap((line): ExchangeLine[] => {
    const base = {
      kind: 'ticket' as const,
      ticket_type_id: line.ticketTypeId,
      name: line.name,
      name_en: line.nameEn,
      unit_price: line.price,
      unit_fee: fee,
    };
    if (line.seats === null) return [{ ...base, quantity: line.quantity }];
    return line.seats.map((seat) => ({
      ...base,
      quantity: 1,
      hall_seat_id: seat.id,
      zone_id: line.ticketTypeId,
      seat: JSON.stringify(seat),
    }));
  });
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (fee <= 0) return tickets;
  return [
    ...tickets,
    {
      kind: 'fee',
      ticket_type_id: null,
      name: translate('hu', 'cart.tech_fee'),
      name_en: translate('en', 'cart.tech_fee'),
      quantity: count,
      unit_price: fee,
      unit_fee: null,
    },
  ];
}

/** The seats of a line, named in the caller's language. */
export function seatNamesOf(line: ChosenLine, locale: Locale): string[] {
  return (line.seats ?? []).map((seat) => seatName(seat, locale));
}
