import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInBuyer } from '../checkout/checkout-test-kit.js';
import { boxOfficeCart, cashSale, sell } from './box-office-test-kit.js';
import { close, db, oneTicket, report, twoTickets, world } from './day-close-test-support.js';

// Day closes under concurrency: one of several closes at once gets through, and a sale made
// while a close runs is counted in exactly one close.

type SaleReply = Awaited<ReturnType<typeof sell>>;
type CloseReply = Awaited<ReturnType<typeof close>>;

describe('the cash report and the day close', () => {
  it('lets one of several concurrent closes through, counting every sale once', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const first = await cashSale(world, cashier.token, { quantity: 2 });
    const second = await cashSale(world, cashier.token, { quantity: 1, method: 2 });

    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        close(cashier.token, { previous_close_id: null, counted_cash: twoTickets }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.body.code).toBe('day_close_conflict');
    }
    const closes = await db()
      .selectFrom('day_closes')
      .select(['id', 'cash_taken', 'card_taken', 'difference'])
      .where('staff_id', '=', cashier.userId)
      .execute();
    expect(closes).toEqual([
      {
        id: expect.any(Number) as unknown,
        cash_taken: twoTickets,
        card_taken: oneTicket,
        difference: 0,
      },
    ]);
    const stamped = await db()
      .selectFrom('orders')
      .select('day_close_id')
      .where('id', 'in', [first.order_id, second.order_id])
      .execute();
    expect(stamped.map((row) => row.day_close_id)).toEqual([closes[0]?.id, closes[0]?.id]);
  });

  it('counts a sale made while a close runs in exactly one close', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const sales: number[] = [];
    let previous: number | null = null;
    const closeIds: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      sales.push((await cashSale(world, cashier.token, { quantity: 1 })).order_id);
      const cart = await boxOfficeCart(world, cashier.token, { quantity: 1 });
      // A sale and a close at the same moment (two tabs): whichever commits first.
      const [sold, closed]: [SaleReply, CloseReply] = await Promise.all([
        sell(world, cashier.token, { cart_key: cart.key, payment_method: 1, needs_invoice: 0 }),
        close(cashier.token, { previous_close_id: previous, counted_cash: 0 }),
      ]);
      expect(sold.status).toBe(201);
      expect(closed.status).toBe(201);
      sales.push(sold.body.order_id);
      previous = closed.body.id;
      closeIds.push(closed.body.id);
    }
    const last = await close(cashier.token, {
      previous_close_id: previous,
      counted_cash: 0,
    });
    if (last.status === 201) closeIds.push(last.body.id);
    else expect(last.body.code).toBe('day_close_empty');

    const rows = await db()
      .selectFrom('orders')
      .select(['id', 'day_close_id'])
      .where('id', 'in', sales)
      .execute();
    // Every sale is in a close, and the closes' totals add up to the sales, once each.
    expect(
      rows.every((row) => row.day_close_id !== null && closeIds.includes(row.day_close_id)),
    ).toBe(true);
    const { rows: sums } = await sql<{ taken: number; count: number }>`
      select coalesce(sum(cash_taken), 0)::int as taken, coalesce(sum(order_count), 0)::int as count
        from day_closes where staff_id = ${cashier.userId}
    `.execute(db());
    expect(sums[0]).toEqual({ taken: sales.length * oneTicket, count: sales.length });
    expect(await report(cashier.token)).toMatchObject({ order_count: 0, entries: [] });
  });
});
