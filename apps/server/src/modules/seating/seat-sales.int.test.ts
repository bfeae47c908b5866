import type {
  CartReply,
  CheckInReply,
  SeatStatusReply,
  StaffOrderDetails,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { sell, type Reply } from '../box-office/box-office-test-kit.js';
import { admin, cashier, db, world } from '../box-office/box-office-sale-test-support.js';
import { settleJobs } from '../checkout/checkout-test-kit.js';
import { pdfText } from '../documents/pdf-test-kit.js';
import { createSeatedShow } from './seating-test-kit.js';

// Seats sold (decision 0036): a sale at the desk on the map, the order's lines naming their
// seats, the seats sold once and their zones' counters, and a cancelled order's seats free again.

const saleSeats = (key: string, body: object, token = cashier.token) =>
  world.client.call<Reply<CartReply> & { seat_ids?: number[] }>('POST', `/api/sale/${key}/seats`, {
    body: { cart_key: key, ...body },
    token,
  });
const status = async (eventId: number) =>
  (await world.client.call<SeatStatusReply>('GET', `/api/events/${eventId}/seat-status`)).body
    .status;

describe('selling seats at the desk', () => {
  it('shows the desk a concession as free as its zones are', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const reply = await world.client.call<{
      ticket_types: { id: number; available: number }[];
    }>('GET', `/api/admin/box-office/performances/${show.eventId}`, { token: cashier.token });
    expect(reply.status).toBe(200);
    const available = new Map(reply.body.ticket_types.map((type) => [type.id, type.available]));
    expect(available.get(show.concession)).toBe(
      (available.get(show.front) ?? 0) + (available.get(show.back) ?? 0),
    );
    expect(available.get(show.concession)).toBeGreaterThan(0);
  });

  it('sells the held seats: lines name them, the seats are sold once, the zones count them', async () => {
    const show = await createSeatedShow(db());
    const [a, b] = show.seats[0] as [number, number];
    const key = await world.client.newKey();
    // The sale channel is for staff only.
    expect((await saleSeats(key, { event_id: show.eventId, seat_ids: [a] }, '')).status).toBe(401);
    const held = await saleSeats(key, { event_id: show.eventId, seat_ids: [a] });
    expect(held.status).toBe(200);
    const withConcession = await saleSeats(key, {
      event_id: show.eventId,
      seat_ids: [b],
      ticket_type_id: show.concession,
    });
    expect(withConcession.body.summary.ticket_total).toBe(6000 + 2500);

    const reply = await sell(world, cashier.token, {
      cart_key: key,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(reply.status).toBe(201);
    const orderId = reply.body.order_id;
    const lines = await db()
      .selectFrom('order_items')
      .select(['ticket_type_id', 'zone_id', 'hall_seat_id', 'seat', 'quantity', 'unit_price'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'ticket')
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      expect.objectContaining({
        ticket_type_id: show.front,
        zone_id: show.front,
        hall_seat_id: a,
        quantity: 1,
        unit_price: 6000,
        seat: expect.objectContaining({
          id: a,
          section: 'Földszint',
          row: '1',
          label: '1',
        }) as unknown,
      }),
      expect.objectContaining({
        ticket_type_id: show.concession,
        zone_id: show.front,
        hall_seat_id: b,
        unit_price: 2500,
      }),
    ]);
    expect((await status(show.eventId)).slice(0, 3)).toBe('ssf');
    const zone = await db()
      .selectFrom('ticket_types')
      .select(['sold', 'held'])
      .where('id', '=', show.front)
      .executeTakeFirstOrThrow();
    expect(zone).toEqual({ sold: 2, held: 0 });
    const sold = await db()
      .selectFrom('performance_seats')
      .select(['hall_seat_id', 'hold_id', 'order_item_id'])
      .where('event_id', '=', show.eventId)
      .where('order_item_id', 'is not', null)
      .orderBy('hall_seat_id')
      .execute();
    expect(sold.map((seat) => [seat.hall_seat_id, seat.hold_id])).toEqual([
      [a, null],
      [b, null],
    ]);

    // A sold seat cannot be held again.
    const again = await world.client.newKey();
    const refused = await saleSeats(again, { event_id: show.eventId, seat_ids: [a] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'seat_taken', seat_ids: [a] });

    await settleJobs(world);
    // The seat travels: the back office's order page, the ticket PDF, the receipt, the door.
    const details = await world.client.call<StaffOrderDetails>(
      'GET',
      `/api/admin/orders/${orderId}`,
      { token: admin.token, lang: 'hu' },
    );
    expect(details.body.items.filter((item) => item.seat).map((item) => item.seat)).toEqual([
      'Földszint, 1. sor, 1. szék',
      'Földszint, 1. sor, 2. szék',
    ]);
    const ticketsPdf = await db()
      .selectFrom('ticket_files')
      .select('pdf')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const printed = await pdfText(ticketsPdf.pdf);
    // The order is in English (the sale's language): its documents too.
    expect(printed).toContain('Stalls, row 1, seat 1');
    expect(printed).toContain('Stalls, row 1, seat 2');
    const receipt = await db()
      .selectFrom('fiscal_documents')
      .select('content')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(receipt.content)).toContain('Stalls, row 1, seat 2');
    const code = await db()
      .selectFrom('tickets')
      .select('code')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const door = await world.client.call<CheckInReply>('POST', '/api/admin/check-in', {
      body: { code: code.code, event_id: show.eventId, door: 'A' },
      token: cashier.token,
      lang: 'en',
    });
    expect(door.body).toMatchObject({
      result: 'admitted',
      ticket: { seat: 'Stalls, row 1, seat 1' },
    });

    // The order cancelled: its seats come free, the zone's sales go back.
    const cancelled = await world.client.call<{ message: string }>(
      'POST',
      `/api/admin/orders/${orderId}/cancel`,
      { body: { reason: 'A vevő kérésére', refund_till_id: cashier.userId }, token: admin.token },
    );
    expect(cancelled.status).toBe(200);
    expect((await status(show.eventId)).slice(0, 2)).toBe('ff');
    const after = await db()
      .selectFrom('ticket_types')
      .select(['sold', 'held'])
      .where('id', '=', show.front)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ sold: 0, held: 0 });
  });
});
