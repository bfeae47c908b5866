import { describe, expect, it } from 'vitest';
import { inventory, settleJobs } from '../checkout/checkout-test-kit.js';
import { createSeatedShow } from '../seating/seating-test-kit.js';
import {
  cancelOrder,
  db,
  issue,
  overview,
  setAllowance,
  world as testWorld,
} from './complimentary-test-support.js';

const world = () => testWorld;

// Complimentary tickets of a seated performance (decision 0045): best available or the seats
// named, taken only when free, and given back on a cancel.

const seatsOf = (eventId: number, seatIds: readonly number[]) =>
  db()
    .selectFrom('performance_seats')
    .select(['hall_seat_id', 'order_item_id'])
    .where('event_id', '=', eventId)
    .where('hall_seat_id', 'in', [...seatIds])
    .orderBy('hall_seat_id')
    .execute();

describe('complimentary tickets of a seated performance', () => {
  it('takes the best seats together, or the seats named when they are free', async () => {
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    await setAllowance(show.eventId, 6);
    const front = await overview(show.eventId);
    // A concession is a price, not seats: only the zones are offered.
    expect(front.body.ticket_types.map((type) => type.id)).toEqual([show.front, show.back]);
    expect(front.body.seated).toBe(true);

    const best = await issue(show.eventId, { ticket_type_id: show.front, quantity: 2 });
    expect(best.status).toBe(201);
    expect(await inventory(db(), show.front)).toMatchObject({ sold: 2, held: 0 });
    const sold = await db()
      .selectFrom('performance_seats')
      .select('hall_seat_id')
      .where('event_id', '=', show.eventId)
      .where('order_item_id', 'is not', null)
      .execute();
    expect(sold).toHaveLength(2);
    // The front row, next to each other.
    for (const seat of sold) expect(show.seats[0]).toContain(seat.hall_seat_id);

    const taken = sold.map((seat) => seat.hall_seat_id);
    const again = await issue(show.eventId, {
      ticket_type_id: show.front,
      quantity: 1,
      seat_ids: [taken[0]],
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('seat_taken');
    const wrongZone = await issue(show.eventId, {
      ticket_type_id: show.front,
      quantity: 1,
      seat_ids: [show.seats[3]?.[0]],
    });
    expect(wrongZone.status).toBe(422);
    expect(Object.keys(wrongZone.body.errors ?? {})).toEqual(['seat_ids']);

    const named = [show.seats[3]?.[0] ?? 0, show.seats[3]?.[1] ?? 0];
    const chosen = await issue(show.eventId, {
      ticket_type_id: show.back,
      quantity: 2,
      seat_ids: named,
      reason: 'protocol',
      note: '',
    });
    expect(chosen.status).toBe(201);
    expect(await inventory(db(), show.back)).toMatchObject({ sold: 2 });
    expect((await seatsOf(show.eventId, named)).every((seat) => seat.order_item_id !== null)).toBe(
      true,
    );
    const listed = await overview(show.eventId);
    expect(listed.body).toMatchObject({ used: 4, left: 2 });
    expect(listed.body.issues[0]?.seats).toEqual([
      'Földszint, 4. sor, 1. szék',
      'Földszint, 4. sor, 2. szék',
    ]);

    // A cancel frees the seats and the zone's count.
    await settleJobs(world());
    expect((await cancelOrder(chosen.body.order_id, false)).status).toBe(200);
    expect(await inventory(db(), show.back)).toMatchObject({ sold: 0 });
    expect((await seatsOf(show.eventId, named)).every((seat) => seat.order_item_id === null)).toBe(
      true,
    );
    expect((await overview(show.eventId)).body).toMatchObject({ used: 2, left: 4 });
  });
});
