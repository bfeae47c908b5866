import type { CartReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { call, newKey, t } from '../cart/cart-test-support.js';
import { createSeatedShow } from './seating-test-kit.js';

// Best available (decision 0036): the best block of N adjacent seats held at once, a concession
// at its price, and the split proposed (not held) when no block of N exists.

type Reply = CartReply & { code?: string; message?: string; proposal?: number[][] | null };

const best = (key: string, body: object) =>
  call<Reply>('POST', `/api/cart/${key}/best-available`, { body: { cart_key: key, ...body } });
const hold = (key: string, eventId: number, seatIds: number[]) =>
  call<Reply>('POST', `/api/cart/${key}/seats`, {
    body: { cart_key: key, event_id: eventId, seat_ids: seatIds },
  });
const seatsOf = (reply: { body: Reply }) =>
  reply.body.items.flatMap((item) => (item.seat ? [item.seat.id] : []));

describe('best available', () => {
  it('holds the best adjacent block: front row, centre, never across the aisle', async () => {
    // 4 rows of 8 with an aisle after the 4th seat: the best pair of the front zone is the
    // front row's centre pair on one side of the aisle.
    const show = await createSeatedShow(t.database.db);
    const key = await newKey();
    const reply = await best(key, { ticket_type_id: show.front, quantity: 2 });
    expect(reply.status).toBe(200);
    const row = show.seats[0] ?? [];
    const taken = seatsOf(reply);
    expect(taken).toHaveLength(2);
    expect(row).toEqual(expect.arrayContaining(taken));
    const positions = taken.map((id) => row.indexOf(id)).sort((a, b) => a - b);
    // Adjacent, and on one side of the aisle (positions 0-3 or 4-7).
    expect(positions[1]! - positions[0]!).toBe(1);
    expect(Math.floor(positions[0]! / 4)).toBe(Math.floor(positions[1]! / 4));

    // Four more together: not across the aisle, so a whole side of a row.
    const four = await best(await newKey(), { ticket_type_id: show.front, quantity: 4 });
    expect(four.status).toBe(200);
    const fourSeats = seatsOf(four);
    const inRow = show.seats.find((r) => r.includes(fourSeats[0]!)) ?? [];
    const at = fourSeats.map((id) => inRow.indexOf(id)).sort((a, b) => a - b);
    expect(at[3]! - at[0]!).toBe(3);
    expect(Math.floor(at[0]! / 4)).toBe(Math.floor(at[3]! / 4));
  });

  it('takes a concession’s seats at its price', async () => {
    const show = await createSeatedShow(t.database.db);
    const reply = await best(await newKey(), { ticket_type_id: show.concession, quantity: 3 });
    expect(reply.status).toBe(200);
    expect(reply.body.items.filter((item) => item.seat).map((item) => item.price)).toEqual([
      2500, 2500, 2500,
    ]);
  });

  it('proposes a split, not held, when no block of N is free together', async () => {
    // Two rows of 4 seats, an aisle after the 2nd; the front zone is row 1. With its 3rd seat
    // taken, seats 1-2 and 4 are free: no 3 together, so 2 + 1.
    const show = await createSeatedShow(t.database.db, { rows: 2, seatsPerRow: 4 });
    const blocker = await newKey();
    expect((await hold(blocker, show.eventId, [show.seats[0]![2]!])).status).toBe(200);
    const reply = await best(await newKey(), { ticket_type_id: show.front, quantity: 3 });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('not_enough_adjacent_seats');
    const proposal = reply.body.proposal ?? [];
    expect(proposal.flat()).toHaveLength(3);
    expect(proposal.length).toBeGreaterThan(1);
    expect(proposal.flat()).not.toContain(show.seats[0]![2]);
    // Not held: the three are still free, and can be held as proposed.
    const accept = await hold(await newKey(), show.eventId, proposal.flat());
    expect(accept.status).toBe(200);

    const none = await best(await newKey(), { ticket_type_id: show.front, quantity: 2 });
    expect(none.status).toBe(409);
    expect(none.body.proposal).toBeNull();
  });
});
