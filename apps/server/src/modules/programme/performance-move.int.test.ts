import type {
  AdminPerformance,
  EventDetails,
  MovedOrder,
  MovedOrderRefundReply,
  MovePerformanceReply,
  PerformanceMoves,
} from '@theatre/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { payOnPage, receiptOrder, settleJobs } from '../checkout/checkout-test-kit.js';
import { adminCall, attachmentNames, cashOrder, mailsAbout } from '../orders/orders-test-kit.js';
import {
  admin,
  buyer,
  cashier,
  db,
  orderState,
  refundsOf,
  world,
} from '../orders/cancel-order-test-support.js';

// Moving a performance to a new date (decision 0048): checks, the move, one e-mail per order with
// the new date, the calendar entry and a link; the link refunds the order's tickets of it once,
// until the deadline.

type Reply = MovePerformanceReply & { code?: string; errors?: Record<string, string[]> };
type LinkReply = MovedOrder & { code?: string };
type RefundReply = MovedOrderRefundReply & { code?: string };

const hours = (count: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 + count * 3_600_000).toISOString();

const move = (eventId: number, body: object, token = admin.token) =>
  adminCall<Reply>(world, 'POST', `/api/admin/performances/${eventId}/move`, token, { body });

const moves = (eventId: number) =>
  adminCall<PerformanceMoves>(
    world,
    'GET',
    `/api/admin/performances/${eventId}/moves`,
    admin.token,
  );

const link = (token: string, lang: 'hu' | 'en' = 'hu') =>
  world.client.call<LinkReply>('GET', `/api/performance-moves/${token}`, { lang });

const askRefund = (token: string) =>
  world.client.call<RefundReply>('POST', `/api/performance-moves/${token}/refund`, { body: {} });

const tokenOf = (text: string) => /performance-move\/([A-Za-z0-9_-]{30,})/.exec(text)?.[1] ?? '';

/** A card order of the given ticket types (one ticket each), paid on the simulator's page. */
async function cardOrder(typeIds: readonly number[]): Promise<number> {
  const key = await world.client.newKey();
  for (const typeId of typeIds) {
    expect((await world.client.add(key, typeId, buyer.token)).status).toBe(200);
  }
  const stored = await world.client.call<{ id: number }>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  expect(stored.status).toBe(201);
  const start = await world.client.call<{ url?: string }>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  expect(await orderState(stored.body.id)).toMatchObject({ status: 'paid' });
  return stored.body.id;
}

describe('moving a performance', () => {
  it('refuses bad dates per field, other staff, cancelled and past performances', async () => {
    const show = await createShow(db(), { price: 4000, techFee: 0, capacity: 20 });
    const current = await db()
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    const bad = await move(show.eventId, { starts_at: hours(-1), refund_deadline: hours(-2) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['refund_deadline', 'starts_at']);
    const same = await move(show.eventId, {
      starts_at: new Date(current.starts_at).toISOString(),
      refund_deadline: hours(2),
    });
    expect(same.status).toBe(422);
    expect(same.body.errors?.['starts_at']).toHaveLength(1);
    const late = await move(show.eventId, { starts_at: hours(48), refund_deadline: hours(49) });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors ?? {})).toEqual(['refund_deadline']);
    const malformed = await move(show.eventId, { starts_at: 'holnap', refund_deadline: hours(2) });
    expect(malformed.status).toBe(422);
    expect(
      (
        await move(
          show.eventId,
          { starts_at: hours(48), refund_deadline: hours(24) },
          cashier.token,
        )
      ).status,
    ).toBe(403);
    expect((await move(999_999, { starts_at: hours(48), refund_deadline: hours(24) })).status).toBe(
      404,
    );
    // Nothing changed.
    expect((await moves(show.eventId)).body.moves).toEqual([]);

    await sql`update events set starts_at = now() - interval '1 hour' where id = ${show.eventId}`.execute(
      db(),
    );
    const past = await move(show.eventId, { starts_at: hours(48), refund_deadline: hours(24) });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe('performance_past');

    const other = await createShow(db(), { price: 4000, techFee: 0, capacity: 20 });
    await adminCall(world, 'POST', `/api/admin/performances/${other.eventId}/cancel`, admin.token, {
      body: { reason: 'Betegség' },
    });
    const cancelled = await move(other.eventId, {
      starts_at: hours(48),
      refund_deadline: hours(24),
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('performance_cancelled');
  });

  it('moves it, mails each buyer once, and the link refunds once until the deadline', async () => {
    const show = await createShow(db(), { price: 5000, techFee: 0, capacity: 50 });
    const other = await createShow(db(), { price: 3000, techFee: 0, capacity: 50 });
    await sql`update events set sale_ends_at = starts_at where id = ${show.eventId}`.execute(db());
    const single = await cardOrder([show.typeId, show.typeId]);
    const mixed = await cardOrder([show.typeId, other.typeId]);
    const desk = await cashOrder(world, { name: 'Pénztári Vevő', email: 'penztari@example.com' });
    await db()
      .updateTable('order_items')
      .set({ ticket_type_id: show.typeId, event_id: show.eventId })
      .where('order_id', '=', desk.orderId)
      .execute();
    await settleJobs(world);
    const oldTickets = await db()
      .selectFrom('ticket_files')
      .select('pdf')
      .where('order_id', '=', single)
      .executeTakeFirstOrThrow();

    const shown = () =>
      world.client.call<EventDetails>('GET', `/api/events/${String(show.eventId)}`);
    const before = await shown();
    expect(before.body).toMatchObject({ moved_from: null, cancelled: false });
    const startsAt = hours(24 * 10);
    const moved = await move(show.eventId, {
      starts_at: startsAt,
      refund_deadline: hours(24 * 5),
      note: 'A díszlet javítása miatt',
    });
    expect(moved.status).toBe(202);
    expect(moved.body.move).toMatchObject({ status: 'running', counts: { orders: 3, waiting: 3 } });
    const event = await db()
      .selectFrom('events')
      .select(['starts_at', 'sale_ends_at'])
      .where('id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    expect(new Date(event.starts_at).toISOString()).toBe(startsAt);
    // A sale "until the start" moves with it.
    expect(new Date(event.sale_ends_at ?? 0).toISOString()).toBe(startsAt);
    // The shop shows the new date, and when it was first meant to be.
    expect((await shown()).body).toMatchObject({
      start_date: startsAt,
      moved_from: before.body.start_date,
    });

    await settleJobs(world);
    await settleJobs(world);
    const [done] = (await moves(show.eventId)).body.moves;
    expect(done).toMatchObject({ status: 'done', counts: { orders: 3, mailed: 3, waiting: 0 } });
    const mails = await mailsAbout(world, single, 'performance_moved');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('A díszlet javítása miatt');
    expect(await attachmentNames(world, mails[0]?.id ?? 0)).toEqual([
      expect.stringMatching(new RegExp(`^(naptar|calendar)-${single}\\.ics$`)),
    ]);
    const calendar = await db()
      .selectFrom('mail_attachments')
      .select('content')
      .where('message_id', '=', mails[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(calendar.content.toString('utf8')).toContain('SEQUENCE:1');
    expect(calendar.content.toString('utf8')).toContain(
      `DTSTART:${startsAt.replace(/[-:]/g, '').replace('.000', '')}`,
    );
    // The stored tickets PDF was made again (it prints the new date).
    const newTickets = await db()
      .selectFrom('ticket_files')
      .select('pdf')
      .where('order_id', '=', single)
      .executeTakeFirstOrThrow();
    expect(newTickets.pdf.equals(oldTickets.pdf)).toBe(false);
    const line = await db()
      .selectFrom('order_items')
      .select('event_start')
      .where('order_id', '=', single)
      .where('kind', '=', 'ticket')
      .executeTakeFirstOrThrow();
    expect(new Date(line.event_start ?? 0).toISOString()).toBe(startsAt);

    const token = tokenOf(mails[0]?.text ?? '');
    expect(token).not.toBe('');
    const page = await link(token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      order_id: single,
      refund_state: 'open',
      refund_amount: 10_000,
      refund_method: 'card',
    });
    const pdf = await world.t.app.inject(`/api/performance-moves/${token}/tickets`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await link('x'.repeat(43))).status).toBe(404);

    // A second run of the job mails nobody again.
    await sql`insert into jobs (kind, payload) values ('performance.move', ${JSON.stringify({ move_id: done?.id })}::jsonb)`.execute(
      db(),
    );
    await settleJobs(world);
    expect(await mailsAbout(world, single, 'performance_moved')).toHaveLength(1);

    const refunded = await askRefund(token);
    expect(refunded.status).toBe(200);
    expect(refunded.body.order).toMatchObject({ refund_state: 'refunded', refund_amount: 10_000 });
    expect(await orderState(single)).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(single)).toMatchObject([{ amount: 10_000, method: 'simplepay' }]);
    const again = await askRefund(token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('performance_move_refunded');
    expect(await refundsOf(single)).toHaveLength(1);

    // The mixed order gives back only this performance's ticket.
    const mixedToken = tokenOf(
      (await mailsAbout(world, mixed, 'performance_moved'))[0]?.text ?? '',
    );
    expect((await askRefund(mixedToken)).status).toBe(200);
    await settleJobs(world);
    expect(await orderState(mixed)).toMatchObject({ status: 'paid', refund_status: 'partial' });

    // The desk sale's refund waits at the desk.
    const deskToken = tokenOf(
      (await mailsAbout(world, desk.orderId, 'performance_moved'))[0]?.text ?? '',
    );
    const deskPage = await link(deskToken, 'en');
    expect(deskPage.body.refund_method).toBe('desk');
    await sql`update performance_moves set refund_deadline = now() - interval '1 second' where id = ${done?.id ?? 0}`.execute(
      db(),
    );
    expect((await link(deskToken)).body.refund_state).toBe('passed');
    const late = await askRefund(deskToken);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('performance_move_deadline_passed');
    expect(await refundsOf(desk.orderId)).toEqual([]);

    const [history] = (await moves(show.eventId)).body.moves;
    expect(history?.refunds).toEqual({ orders: 2, tickets: 3, amount: 15_000 });
  });
});

describe('editing the start of a performance with tickets sold', () => {
  const edit = async (eventId: number, change: { starts_at?: string; vip_only?: boolean }) => {
    const current = await adminCall<AdminPerformance>(
      world,
      'GET',
      `/api/admin/performances/${eventId}`,
      admin.token,
    );
    const { production_id, hall_id, url, starts_at, sale_starts_at, sale_ends_at } = current.body;
    const body = {
      production_id,
      hall_id,
      url,
      starts_at,
      sale_starts_at,
      sale_ends_at,
      vip_only: current.body.vip_only,
      tech_fee: current.body.tech_fee,
      ...change,
    };
    return adminCall<Reply>(world, 'PUT', `/api/admin/performances/${eventId}`, admin.token, {
      body,
      lang: 'hu',
    });
  };

  it('refuses a new start once a ticket is sold (a move tells the buyers); other fields save', async () => {
    const show = await createShow(db(), { price: 4000, techFee: 0, capacity: 20 });
    // Nothing sold yet: the start is an ordinary field.
    expect((await edit(show.eventId, { starts_at: hours(72) })).status).toBe(200);

    await cardOrder([show.typeId]);
    const refused = await edit(show.eventId, { starts_at: hours(96) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      starts_at: [expect.stringContaining('„Áthelyezés új időpontra”')],
    });
    const stored = await db()
      .selectFrom('events')
      .select(['starts_at', 'vip_only'])
      .where('id', '=', show.eventId)
      .executeTakeFirstOrThrow();
    expect(new Date(stored.starts_at).toISOString()).toBe(hours(72));
    // The rest of the form still saves with the start unchanged.
    expect((await edit(show.eventId, { vip_only: !stored.vip_only })).status).toBe(200);
  });
});
