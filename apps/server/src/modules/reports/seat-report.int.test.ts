import type {
  CartReply,
  CheckInReply,
  SeatedPerformancesReply,
  SeatReport,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { sell } from '../box-office/box-office-test-kit.js';
import { createShow } from '../cart/cart-test-kit.js';
import { settleJobs } from '../checkout/checkout-test-kit.js';
import { adminCall } from '../orders/orders-test-kit.js';
import { createSeatedShow } from '../seating/seating-test-kit.js';
import { admin, buyer, cashier, db, range, world } from './reports-test-support.js';

// The seat report of a seated performance: every seat's state now (a sale at the desk, a ticket
// admitted at the door, a seat in a buyer's cart, a blocked seat) and the occupancy per section.

const holdSeats = (prefix: 'cart' | 'sale', key: string, body: object, token: string) =>
  world.client.call<CartReply>('POST', `/api/${prefix}/${key}/seats`, {
    body: { cart_key: key, ...body },
    token,
  });

describe('the seat report', () => {
  it('gives each seat its state and each section its occupancy, to administrators only', async () => {
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    const seat = (row: number, index: number) => show.seats[row]?.[index] ?? 0;
    const [soldAndAdmitted, sold, held, blocked] = [seat(0, 0), seat(0, 1), seat(2, 0), seat(3, 7)];
    await db()
      .updateTable('performance_seats')
      .set({ blocked_reason: 'Technika' })
      .where('event_id', '=', show.eventId)
      .where('hall_seat_id', '=', blocked)
      .execute();

    // A buyer's cart holds one seat; the desk sells two, and one of them is admitted.
    const cartKey = await world.client.newKey();
    const inCart = await holdSeats(
      'cart',
      cartKey,
      { event_id: show.eventId, seat_ids: [held] },
      buyer.token,
    );
    expect(inCart.status).toBe(200);
    const saleKey = await world.client.newKey();
    const atDesk = await holdSeats(
      'sale',
      saleKey,
      { event_id: show.eventId, seat_ids: [soldAndAdmitted, sold] },
      cashier.token,
    );
    expect(atDesk.status).toBe(200);
    const sale = await sell(world, cashier.token, {
      cart_key: saleKey,
      payment_method: 1,
      needs_invoice: 0,
    });
    expect(sale.status).toBe(201);
    await settleJobs(world);
    const ticket = await db()
      .selectFrom('tickets')
      .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
      .select('tickets.code')
      .where('order_items.hall_seat_id', '=', soldAndAdmitted)
      .where('tickets.order_id', '=', sale.body.order_id)
      .executeTakeFirstOrThrow();
    const door = await world.client.call<CheckInReply>('POST', '/api/admin/check-in', {
      body: { code: ticket.code, event_id: show.eventId, door: 'A' },
      token: cashier.token,
    });
    expect(door.body).toMatchObject({ result: 'admitted' });

    const url = `/api/admin/reports/seating/${show.eventId}`;
    const report = await adminCall<SeatReport>(world, 'GET', url, admin.token);
    expect(report.status).toBe(200);
    const states = new Map(report.body.seats.map((s) => [s.id, s.state]));
    expect(report.body.seats).toHaveLength(32);
    expect(states.get(soldAndAdmitted)).toBe('checked_in');
    expect(states.get(sold)).toBe('sold');
    expect(states.get(held)).toBe('held');
    expect(states.get(blocked)).toBe('blocked');
    expect([...states.values()].filter((state) => state === 'free')).toHaveLength(28);
    // The map's order and places: row 1 seat 1 first.
    expect(report.body.seats[0]).toMatchObject({ id: soldAndAdmitted, row: '1', label: '1' });
    const figures = {
      seats: 32,
      sold: 2,
      held: 1,
      blocked: 1,
      checked_in: 1,
      free: 28,
      // 2 sold of 31 on sale.
      occupancy_percent: 6.5,
    };
    expect(report.body.sections).toEqual([
      expect.objectContaining({
        name: 'Földszint',
        name_translations: { en: 'Stalls' },
        ...figures,
      }),
    ]);
    expect(report.body.totals).toEqual(figures);
    expect(report.body.stage).toMatchObject({ width: 80 });

    // The cart's hold runs out: its seat is free again in the report.
    await db()
      .updateTable('holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(
        'id',
        '=',
        db()
          .selectFrom('performance_seats')
          .select('hold_id')
          .where('event_id', '=', show.eventId)
          .where('hall_seat_id', '=', held),
      )
      .execute();
    const later = await adminCall<SeatReport>(world, 'GET', url, admin.token);
    expect(later.body.seats.find((s) => s.id === held)?.state).toBe('free');
    expect(later.body.totals).toMatchObject({ held: 0, free: 29 });

    // Administrators only; a general-admission or unknown performance has no seat report.
    expect((await adminCall(world, 'GET', url, cashier.token)).status).toBe(403);
    expect((await adminCall(world, 'GET', url, buyer.token)).status).toBe(403);
    const general = await createShow(db());
    const notSeated = await adminCall<{ code: string }>(
      world,
      'GET',
      `/api/admin/reports/seating/${general.eventId}`,
      admin.token,
    );
    expect(notSeated.status).toBe(404);
    expect(notSeated.body.code).toBe('seat_map_not_found');
    const unknown = await adminCall<{ code: string }>(
      world,
      'GET',
      '/api/admin/reports/seating/2147483000',
      admin.token,
    );
    expect(unknown.body.code).toBe('performance_not_found');

    // The list for the range names the seated performance, not the general-admission one.
    const list = await adminCall<SeatedPerformancesReply>(
      world,
      'GET',
      `/api/admin/reports/seating?${range()}`,
      admin.token,
    );
    expect(list.status).toBe(200);
    const ids = list.body.performances.map((p) => p.event_id);
    expect(ids).toContain(show.eventId);
    expect(ids).not.toContain(general.eventId);
    expect(list.body.performances.find((p) => p.event_id === show.eventId)).toMatchObject({
      seats: 32,
    });
  });
});
