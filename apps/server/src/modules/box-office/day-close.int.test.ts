import type { DayCloseDetails, DayClosesReply } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { signedInBuyer } from '../checkout/checkout-test-kit.js';
import { cashSale, type Reply } from './box-office-test-kit.js';
import {
  admin,
  cancelWithRefund,
  close,
  customer,
  db,
  oneTicket,
  report,
  twoTickets,
  world,
} from './day-close-test-support.js';

// A cashier's cash report and day close: what a shift took and paid back, the close that stamps
// it, the list of closes, and the closes refused. Closes racing each other or a sale are in
// day-close-races.int.test.ts.

describe('the cash report and the day close', () => {
  it('counts a cashier’s sales, and the desk refunds in the till that paid them out', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const empty = await report(cashier.token);
    expect(empty).toMatchObject({
      previous_close_id: null,
      opened_at: null,
      cash_taken: 0,
      expected_cash: 0,
      order_count: 0,
      entries: [],
    });

    const cash = await cashSale(world, cashier.token, { quantity: 2 });
    const card = await cashSale(world, cashier.token, { quantity: 1, method: 2 });
    // The administrator sells at the desk too, and takes back the cashier's cash sale there,
    // paying it out of their own till.
    const adminSale = await cashSale(world, admin.token, { quantity: 1 });
    await cancelWithRefund(cash.order_id);
    expect(
      await db()
        .selectFrom('refunds')
        .select(['method', 'requested_by', 'paid_out_by', 'amount'])
        .where('order_id', '=', cash.order_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      method: 'desk',
      requested_by: admin.userId,
      paid_out_by: admin.userId,
      amount: twoTickets,
    });

    const mine = await report(cashier.token);
    expect(mine).toMatchObject({
      staff: { id: cashier.userId },
      previous_close_id: null,
      cash_taken: twoTickets,
      card_taken: oneTicket,
      cash_refunded: 0,
      card_refunded: 0,
      expected_cash: twoTickets,
      tickets_sold: 3,
      order_count: 2,
      refund_count: 0,
    });
    expect(mine.opened_at).not.toBeNull();
    expect(mine.entries.map((entry) => [entry.kind, entry.order_id, entry.method])).toEqual([
      ['sale', cash.order_id, 'cash'],
      ['sale', card.order_id, 'card'],
    ]);

    const theirs = await report(admin.token);
    expect(theirs).toMatchObject({
      cash_taken: oneTicket,
      card_taken: 0,
      cash_refunded: twoTickets,
      expected_cash: oneTicket - twoTickets,
      tickets_sold: 1,
      order_count: 1,
      refund_count: 1,
    });
    expect(theirs.entries.map((entry) => [entry.kind, entry.order_id, entry.amount])).toEqual([
      ['sale', adminSale.order_id, oneTicket],
      ['refund', cash.order_id, twoTickets],
    ]);

    // A card sale taken back at the desk goes back to the card: not out of the drawer.
    await cancelWithRefund(card.order_id);
    expect(await report(admin.token)).toMatchObject({
      cash_refunded: twoTickets,
      card_refunded: oneTicket,
      expected_cash: oneTicket - twoTickets,
      refund_count: 2,
    });

    // The cashier closes: 500 Ft short.
    const closed = await close(cashier.token, {
      previous_close_id: null,
      counted_cash: twoTickets - 500,
      note: '  Egy ötszázas hiányzik. ',
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      staff: { id: cashier.userId },
      cash_taken: twoTickets,
      card_taken: oneTicket,
      cash_refunded: 0,
      expected_cash: twoTickets,
      counted_cash: twoTickets - 500,
      difference: -500,
      tickets_sold: 3,
      order_count: 2,
      refund_count: 0,
      note: 'Egy ötszázas hiányzik.',
    });
    expect(closed.body.opened_at).toBe(mine.opened_at);
    expect(closed.body.entries).toHaveLength(2);
    const closeId = closed.body.id;

    // Its sales are stamped with it; the next shift starts empty.
    const stamped = await db()
      .selectFrom('orders')
      .select(['id', 'day_close_id'])
      .where('id', 'in', [cash.order_id, card.order_id])
      .orderBy('id')
      .execute();
    expect(stamped.map((row) => row.day_close_id)).toEqual([closeId, closeId]);
    const after = await report(cashier.token);
    expect(after).toMatchObject({
      previous_close_id: closeId,
      opened_at: closed.body.closed_at,
      cash_taken: 0,
      card_taken: 0,
      order_count: 0,
      entries: [],
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'data'])
      .where('entity', '=', 'day_close')
      .where('entity_id', '=', String(closeId))
      .execute();
    expect(audit).toEqual([
      {
        action: 'box_office.day_closed',
        actor_id: cashier.userId,
        data: expect.objectContaining({
          expected_cash: twoTickets,
          counted_cash: twoTickets - 500,
          difference: -500,
          order_ids: [cash.order_id, card.order_id],
          refund_ids: [],
        }) as unknown,
      },
    ]);

    // Closing again: with the old report it is a conflict, with the new one there is nothing.
    const stale = await close(cashier.token, { previous_close_id: null, counted_cash: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('day_close_conflict');
    const nothing = await close(cashier.token, { previous_close_id: closeId, counted_cash: 0 });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('day_close_empty');

    // The next sale is the next shift's; the close keeps its figures.
    const next = await cashSale(world, cashier.token, { quantity: 1 });
    expect(await report(cashier.token)).toMatchObject({
      previous_close_id: closeId,
      cash_taken: oneTicket,
      order_count: 1,
      entries: [expect.objectContaining({ order_id: next.order_id }) as unknown],
    });

    // The administrator's own close counts the refunds.
    const adminClose = await close(admin.token, {
      previous_close_id: null,
      counted_cash: 0,
    });
    expect(adminClose.status).toBe(201);
    expect(adminClose.body).toMatchObject({
      cash_taken: oneTicket,
      cash_refunded: twoTickets,
      card_refunded: oneTicket,
      expected_cash: oneTicket - twoTickets,
      counted_cash: 0,
      difference: twoTickets - oneTicket,
      refund_count: 2,
    });
    const refundStamps = await db()
      .selectFrom('refunds')
      .select('day_close_id')
      .where('order_id', 'in', [cash.order_id, card.order_id])
      .execute();
    expect(refundStamps.map((row) => row.day_close_id)).toEqual([
      adminClose.body.id,
      adminClose.body.id,
    ]);

    // Administrators list and open every close (a cashier's own: the next test).
    const listed = await world.client.call<Reply<DayClosesReply>>(
      'GET',
      `/api/admin/box-office/day-closes?staff_id=${cashier.userId}`,
      { token: admin.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => item.id)).toEqual([closeId]);
    expect(listed.body.staff.map((member) => member.id)).toEqual(
      expect.arrayContaining([cashier.userId, admin.userId]),
    );
    const today = budapestDay(new Date());
    const byDay = await world.client.call<Reply<DayClosesReply>>(
      'GET',
      `/api/admin/box-office/day-closes?from=${today}&to=${today}`,
      { token: admin.token },
    );
    expect(byDay.body.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([closeId, adminClose.body.id]),
    );
    const yesterday = budapestDay(new Date(Date.now() - 86_400_000));
    const before = await world.client.call<Reply<DayClosesReply>>(
      'GET',
      `/api/admin/box-office/day-closes?to=${yesterday}`,
      { token: admin.token },
    );
    expect(before.body.items).toEqual([]);
    const opened = await world.client.call<Reply<DayCloseDetails>>(
      'GET',
      `/api/admin/box-office/day-closes/${closeId}`,
      { token: admin.token },
    );
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: closeId, cash_taken: twoTickets, difference: -500 });
    expect(opened.body.entries.map((entry) => entry.order_id)).toEqual([
      cash.order_id,
      card.order_id,
    ]);
    const missing = await world.client.call<Reply<object>>(
      'GET',
      '/api/admin/box-office/day-closes/999999',
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('day_close_not_found');
  });

  it('refuses a malformed close, customers, and callers without a session', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    await cashSale(world, cashier.token, { quantity: 1 });
    for (const body of [
      {},
      { previous_close_id: null, counted_cash: -1 },
      { previous_close_id: null, counted_cash: 12.5 },
      { previous_close_id: null, counted_cash: '100' },
      { previous_close_id: 0, counted_cash: 100 },
      { previous_close_id: null, counted_cash: 100, note: 'x'.repeat(1001) },
    ]) {
      const reply = await close(cashier.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
    }
    expect((await close(customer.token, { previous_close_id: null, counted_cash: 0 })).status).toBe(
      403,
    );
    expect(
      (
        await world.client.call('POST', '/api/admin/box-office/day-closes', {
          body: { previous_close_id: null, counted_cash: 0 },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await world.client.call('GET', '/api/admin/box-office/cash-report', {
          token: customer.token,
        })
      ).status,
    ).toBe(403);
    const closes = await db()
      .selectFrom('day_closes')
      .select('id')
      .where('staff_id', '=', cashier.userId)
      .execute();
    expect(closes).toEqual([]);
  });
});
