import type { CartReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { call, newKey, t } from '../cart/cart-test-support.js';
import { createSeatedShow } from './seating-test-kit.js';

// A concession chosen per seat in the cart: a seat held at its zone's price becomes a student
// ticket and back, the seats stay held, a price not valid in the seat's zone changes nothing.

type Reply = CartReply & { code?: string; errors?: Record<string, string[]> };

const hold = (key: string, body: object) =>
  call<Reply>('POST', `/api/cart/${key}/seats`, { body: { cart_key: key, ...body } });
const price = (key: string, body: object) =>
  call<Reply>('POST', `/api/cart/${key}/seats/ticket-type`, { body: { cart_key: key, ...body } });

const counters = async (ids: number[]) =>
  (
    await t.database.db
      .selectFrom('ticket_types')
      .select(['id', 'held', 'sold'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((row) => [row.id, row.held, row.sold]);

describe('the price of a seat in the cart', () => {
  it('turns a held seat into a concession and back, the seat staying held', async () => {
    const show = await createSeatedShow(t.database.db, { rows: 2, seatsPerRow: 4 });
    const key = await newKey();
    const [a, b] = show.seats[0] ?? [];
    const held = await hold(key, { event_id: show.eventId, seat_ids: [a, b] });
    expect(held.status).toBe(200);
    const line = held.body.items.find((item) => item.seat?.id === a);
    expect(line).toMatchObject({ id: show.front, seat: { zone_id: show.front } });
    expect(line?.event_data?.id).toBe(show.eventId);
    const before = await counters([show.front, show.concession]);

    const student = await price(key, { seat_ids: [a], ticket_type_id: show.concession });
    expect(student.status).toBe(200);
    const seatLines = student.body.items.filter((item) => item.seat);
    expect(seatLines.map((item) => [item.seat?.id, item.id, item.price])).toEqual(
      expect.arrayContaining([
        [a, show.concession, 2500],
        [b, show.front, expect.any(Number)],
      ]),
    );
    expect(student.body.summary.tickets).toBe(2);
    expect(await counters([show.front, show.concession])).toEqual(before);

    const back = await price(key, { seat_ids: [a], ticket_type_id: show.front });
    expect(back.status).toBe(200);
    expect(back.body.items.filter((item) => item.seat).map((item) => item.id)).toEqual([
      show.front,
      show.front,
    ]);
  });

  it('refuses a price not valid in the seat’s zone and seats the cart does not hold', async () => {
    const show = await createSeatedShow(t.database.db, { rows: 4, seatsPerRow: 4 });
    const key = await newKey();
    const [a] = show.seats[0] ?? [];
    const [far] = show.seats[3] ?? [];
    expect((await hold(key, { event_id: show.eventId, seat_ids: [a] })).status).toBe(200);

    // The back rows' zone is a price, but not of a front seat.
    const wrong = await price(key, { seat_ids: [a], ticket_type_id: show.back });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['ticket_type_id']);

    const notMine = await price(key, { seat_ids: [far], ticket_type_id: show.concession });
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('cart_item_not_found');

    const other = await newKey();
    const mismatch = await call<Reply>('POST', `/api/cart/${other}/seats/ticket-type`, {
      body: { cart_key: key, seat_ids: [a], ticket_type_id: show.concession },
    });
    expect(mismatch.status).toBeGreaterThanOrEqual(400);
    const unchanged = await call<Reply>('GET', `/api/cart/${key}`);
    expect(unchanged.body.items.find((item) => item.seat?.id === a)?.id).toBe(show.front);
  });
});
