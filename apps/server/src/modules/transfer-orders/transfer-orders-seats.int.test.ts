import type { CartReply, TransferOrderDetails } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { inventory, settleJobs } from '../checkout/checkout-test-kit.js';
import { mailsAbout } from '../orders/orders-test-kit.js';
import { createSeatedShow, type SeatedShow } from '../seating/seating-test-kit.js';
import { settleTransferOrders } from './settle-transfer-orders.js';
import {
  admin,
  createGroupOrder,
  db,
  groupBody,
  markPaid,
  orderOf,
  world,
  type Reply,
} from './transfer-orders-test-support.js';

// A group order by bank transfer of a seated performance (decision 0046): the group gets the best
// seats of its prices' zones in as few blocks as possible, held until the deadline against every
// other buyer, sold when the transfer is recorded, given back when the reservation lapses.

const today = () => new Date().toISOString().slice(0, 10);

/** The seats of the performance and who has them: the order's holds, a sale, or nobody. */
async function seatsOf(eventId: number) {
  return db()
    .selectFrom('performance_seats as ps')
    .leftJoin('holds as h', 'h.id', 'ps.hold_id')
    .select(['ps.hall_seat_id', 'ps.price_type_id', 'ps.order_item_id', 'h.order_id'])
    .where('ps.event_id', '=', eventId)
    .orderBy('ps.seq')
    .execute();
}

/** An online buyer tries to hold a seat in a cart of their own. */
async function onlineHold(eventId: number, seatId: number) {
  const key = await world.client.newKey();
  return world.client.call<Reply<CartReply>>('POST', `/api/cart/${key}/seats`, {
    body: { cart_key: key, event_id: eventId, seat_ids: [seatId] },
  });
}

function lines(show: SeatedShow, full: number, students: number) {
  return [
    { ticket_type_id: show.front, quantity: full },
    { ticket_type_id: show.concession, quantity: students },
  ];
}

describe('group orders by bank transfer of a seated performance', () => {
  it('seats the group together in the best rows, held until paid, then sold', async () => {
    // Six rows of ten (an aisle after the fifth seat): rows 1–3 are the front zone.
    const show = await createSeatedShow(db(), { rows: 6, seatsPerRow: 10 });
    const created = await createGroupOrder({
      ...groupBody(show.front, 1),
      lines: lines(show, 20, 4),
    });
    expect(created.status).toBe(201);
    expect(created.body.tickets).toBe(24);
    const orderId = created.body.order_id;

    const seats = await seatsOf(show.eventId);
    const held = seats.filter((seat) => seat.order_id === orderId);
    expect(held).toHaveLength(24);
    const heldIds = new Set(held.map((seat) => seat.hall_seat_id));
    // The twenty full-price seats are the two front rows whole (four blocks of five, side by
    // side); the four students sit in the third row, one block.
    for (const id of [...(show.seats[0] ?? []), ...(show.seats[1] ?? [])]) {
      expect(heldIds.has(id)).toBe(true);
    }
    const students = held.filter((seat) => seat.price_type_id === show.concession);
    expect(students).toHaveLength(4);
    for (const seat of students) expect(show.seats[2]).toContain(seat.hall_seat_id);
    // The concession's seats count in their zone; the back zone is untouched.
    expect(await inventory(db(), show.front)).toMatchObject({ held: 24, sold: 0 });
    expect(await inventory(db(), show.back)).toMatchObject({ held: 0, sold: 0 });

    // Nobody else can take them meanwhile.
    const refused = await onlineHold(show.eventId, show.seats[0]?.[0] ?? 0);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seat_taken');

    // The pro-forma's mail and the order's page name the seats.
    const [proForma] = await mailsAbout(world, orderId, 'transfer_pro_forma');
    expect(proForma?.text).toMatch(/Stalls, row 1: seats (\d+, ){9}\d+; Stalls, row 2: seats/);
    const details = await world.client.call<Reply<TransferOrderDetails>>(
      'GET',
      `/api/admin/transfer-orders/${String(orderId)}`,
      { token: admin.token, lang: 'hu' },
    );
    expect(details.status).toBe(200);
    // A line per price, its seats named row by row.
    const seated = details.body.lines.filter((line) => line.seats !== null);
    expect(seated.map((line) => line.quantity)).toEqual([20, 4]);
    expect(seated[0]?.seats).toMatch(
      /^Földszint, 1\. sor: (\d+\., ){9}\d+\. szék; Földszint, 2\. sor: /,
    );
    expect(seated[1]?.seats).toMatch(/^Földszint, 3\. sor: (\d+\., ){3}\d+\. szék$/);

    // Paid: the seats are sold to the order's lines, the tickets carry them.
    const paid = await markPaid(orderId, { paid_on: today() });
    expect(paid.status).toBe(200);
    expect(await inventory(db(), show.front)).toMatchObject({ held: 0, sold: 24, holdRows: 0 });
    const sold = (await seatsOf(show.eventId)).filter((seat) => seat.order_item_id !== null);
    expect(new Set(sold.map((seat) => seat.hall_seat_id))).toEqual(heldIds);
    await settleJobs(world);
    const tickets = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(tickets).toHaveLength(24);
  });

  it('refuses a line beyond the free seats of its zones, and then holds nothing', async () => {
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    // The front zone has 16 seats; a concession sells both zones' 32.
    const refused = await createGroupOrder({
      ...groupBody(show.front, 1),
      lines: [
        { ticket_type_id: show.front, quantity: 17 },
        { ticket_type_id: show.concession, quantity: 33 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'lines.0.quantity': ['Only 16 tickets of this type are left.'],
      'lines.1.quantity': ['Only 32 tickets of this type are left.'],
    });
    // Two lines sharing the zones: the second line counts what the first one takes.
    const shared = await createGroupOrder({
      ...groupBody(show.front, 1),
      lines: lines(show, 10, 23),
    });
    expect(shared.status).toBe(422);
    expect(shared.body.errors).toEqual({
      'lines.1.quantity': ['Only 22 tickets of this type are left.'],
    });
    expect(await inventory(db(), show.front)).toMatchObject({ held: 0, holdRows: 0 });
    expect(await inventory(db(), show.back)).toMatchObject({ held: 0, holdRows: 0 });
    expect((await seatsOf(show.eventId)).every((seat) => seat.order_id === null)).toBe(true);

    // All the seats at once is fine.
    const whole = await createGroupOrder({
      ...groupBody(show.front, 1),
      lines: lines(show, 16, 16),
    });
    expect(whole.status).toBe(201);
    expect(
      (await seatsOf(show.eventId)).every((seat) => seat.order_id === whole.body.order_id),
    ).toBe(true);
  });

  it('gives the seats back when the reservation lapses', async () => {
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    const created = await createGroupOrder({
      ...groupBody(show.back, 1),
      lines: [{ ticket_type_id: show.back, quantity: 12 }],
      payment_days: 3,
    });
    expect(created.status).toBe(201);
    const orderId = created.body.order_id;
    const backSeat = show.seats[2]?.[3] ?? 0;
    expect((await onlineHold(show.eventId, backSeat)).status).toBe(409);

    const due = new Date(created.body.payment_due_at);
    expect(
      await settleTransferOrders({ db: db(), config: world.t.config }, { now: () => due }),
    ).toBe(1);
    expect((await orderOf(orderId)).status).toBe('expired');
    expect(await inventory(db(), show.back)).toMatchObject({ held: 0, sold: 0, holdRows: 0 });
    const again = await onlineHold(show.eventId, backSeat);
    expect(again.status).toBe(200);
  });
});
