import { describe, expect, it } from 'vitest';
import { inventory } from '../checkout/checkout-test-kit.js';
import { createSeatedShow } from '../seating/seating-test-kit.js';
import { cashOrder } from './orders-test-kit.js';
import { admin, cashier, db, world } from './cancel-order-test-support.js';
import { anotherDate, exchange, exchangeOptions, ticketRows } from './exchange-test-support.js';

// Exchanging tickets (decision 0050): a seated target's best seats, and what is refused — bad
// input per field, another production, the tickets' own date, a transfer order, and the last
// place never sold twice.

describe('exchanging for a seated performance', () => {
  it('takes the best seats together of the zone; a concession is refused', async () => {
    const order = await cashOrder(
      world,
      { name: 'Ülő Vevő', email: 'ulo@example.com' },
      {
        quantity: 2,
        price: 4000,
      },
    );
    const show = await createSeatedShow(db(), { rows: 4, seatsPerRow: 8 });
    const production = await db()
      .selectFrom('events')
      .select('production_id')
      .where('id', '=', order.eventId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('events')
      .set({
        production_id: production.production_id,
        starts_at: new Date(Date.now() + 3 * 86_400_000),
      })
      .where('id', '=', show.eventId)
      .execute();
    const tickets = await ticketRows(order.orderId);
    const base = {
      ticket_ids: tickets.map((ticket) => ticket.id),
      event_id: show.eventId,
      payment: 'card',
    };
    const concession = await exchange(
      order.orderId,
      {
        ...base,
        lines: [{ ticket_type_id: show.concession, quantity: 2 }],
      },
      { token: cashier.token },
    );
    expect(concession.status).toBe(422);
    expect(concession.body.errors?.lines?.length).toBe(1);
    const preview = await exchange(
      order.orderId,
      {
        ...base,
        lines: [{ ticket_type_id: show.front, quantity: 2 }],
        dry_run: true,
      },
      { token: cashier.token },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.lines[0]?.seats).toHaveLength(2);
    const done = await exchange(
      order.orderId,
      {
        ...base,
        lines: [{ ticket_type_id: show.front, quantity: 2 }],
      },
      { token: cashier.token },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const seats = await db()
      .selectFrom('performance_seats as s')
      .innerJoin('order_items as i', 'i.id', 's.order_item_id')
      .select('s.hall_seat_id')
      .where('i.order_id', '=', done.body.new_order_id!)
      .execute();
    expect(seats).toHaveLength(2);
    expect(await inventory(db(), show.front)).toMatchObject({ sold: 2 });
  });
});

describe('refusals', () => {
  it('answers translated field errors and changes nothing', async () => {
    const order = await cashOrder(world, { name: 'Vevő', email: 'v@example.com' }, { quantity: 1 });
    const other = await cashOrder(world, { name: 'Más', email: 'm@example.com' }, { quantity: 1 });
    const target = await anotherDate(order.eventId, { price: 5000, capacity: 1 });
    const [ticket] = await ticketRows(order.orderId);
    const base = { ticket_ids: [ticket!.id], event_id: target.eventId, payment: 'card' };
    const cases: [object, string][] = [
      [{ ...base, lines: [] }, 'lines'],
      [{ ...base, lines: [{ ticket_type_id: target.typeId, quantity: 0 }] }, 'lines'],
      [{ ...base, lines: [{ ticket_type_id: target.typeId, quantity: 2 }] }, 'lines'],
      [
        {
          ...base,
          event_id: other.eventId,
          lines: [{ ticket_type_id: target.typeId, quantity: 1 }],
        },
        'lines',
      ],
      [{ ...base, event_id: order.eventId, lines: [] }, 'lines'],
      // The tickets' own performance is no target.
      [
        {
          ...base,
          event_id: order.eventId,
          lines: [{ ticket_type_id: order.typeId, quantity: 1 }],
        },
        'event_id',
      ],
      [
        { ...base, ticket_ids: [999_999], lines: [{ ticket_type_id: target.typeId, quantity: 1 }] },
        'ticket_ids',
      ],
      [{ ...base, ticket_ids: 'x', lines: [] }, 'ticket_ids'],
    ];
    for (const [body, field] of cases) {
      const reply = await exchange(order.orderId, body, { token: cashier.token });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors?.[field]?.length, JSON.stringify(reply.body)).toBeGreaterThan(0);
    }
    // Another production's performance is not a target.
    const elsewhere = await exchange(order.orderId, {
      ...base,
      event_id: other.eventId,
      lines: [],
    });
    expect(elsewhere.status).toBe(422);
    const foreign = await anotherDate(other.eventId, { price: 5000 });
    const wrongShow = await exchange(order.orderId, {
      ...base,
      event_id: foreign.eventId,
      lines: [{ ticket_type_id: foreign.typeId, quantity: 1 }],
      till_id: admin.userId,
    });
    expect(wrongShow.status).toBe(422);
    expect(wrongShow.body.errors?.event_id?.length).toBe(1);
    expect((await ticketRows(order.orderId))[0]?.status).toBe('valid');
    expect(await inventory(db(), target.typeId)).toMatchObject({ sold: 0 });

    // A group order by bank transfer is not exchanged at the desk.
    await db()
      .updateTable('orders')
      .set({ payment_method: 3 })
      .where('id', '=', other.orderId)
      .execute();
    const transfer = await exchangeOptions(other.orderId);
    expect(transfer.body.refused).toBe('transfer');
  });

  it('never sells the last place twice', async () => {
    const one = await cashOrder(world, { name: 'Egy', email: 'e1@example.com' }, { quantity: 1 });
    const two = await cashOrder(world, { name: 'Kettő', email: 'e2@example.com' }, { quantity: 1 });
    // The second order's show gets the same production for the race.
    const production = await db()
      .selectFrom('events')
      .select('production_id')
      .where('id', '=', one.eventId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('events')
      .set({ production_id: production.production_id })
      .where('id', '=', two.eventId)
      .execute();
    const target = await anotherDate(one.eventId, { price: 4000, capacity: 1, hoursLater: 48 });
    const attempt = async (orderId: number) => {
      const [ticket] = await ticketRows(orderId);
      return exchange(
        orderId,
        {
          ticket_ids: [ticket!.id],
          event_id: target.eventId,
          lines: [{ ticket_type_id: target.typeId, quantity: 1 }],
          payment: 'cash',
        },
        { token: cashier.token },
      );
    };
    const replies = await Promise.all([attempt(one.orderId), attempt(two.orderId)]);
    // One wins; the other finds the place gone: sold out at the sale (409), or, when it asks
    // after the first committed, no place left for its line (422).
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.find((reply) => reply.status !== 200);
    expect([409, 422]).toContain(refused?.status);
    expect(await inventory(db(), target.typeId)).toMatchObject({ sold: 1 });
  });
});
