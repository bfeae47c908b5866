import type { AdminPerformance, AdminProduction } from '@theatre/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  auditOf,
  createdPerformance,
  inDays,
  performanceSample,
  typeRow,
} from './programme-test-kit.js';
import { admin, call, cashier, db, hallId, world } from './programme-test-support.js';

// Deleting a performance (decision 0034): only one nothing was sold, ordered or held of, by an
// administrator, audited; and a production's performances listed earliest first.

async function eventExists(eventId: number): Promise<boolean> {
  const row = await db()
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

describe('deleting a performance', () => {
  it('deletes one without sales, its ticket types and expired holds with it, audited', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    // An expired hold of an abandoned cart does not count.
    await db()
      .insertInto('holds')
      .values({
        ticket_type_id: show.typeId,
        cart_id: 987_654_321,
        quantity: 2,
        expires_at: new Date(Date.now() - 60_000),
      })
      .execute();
    await sql`update ticket_types set held = held + 2 where id = ${show.typeId}`.execute(db());
    const before = await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`);
    expect(before.body.deletable).toBe(true);

    const byCashier = await call('DELETE', `/api/admin/performances/${show.eventId}`, {
      token: cashier.token,
    });
    expect(byCashier.status).toBe(403);

    const deleted = await call('DELETE', `/api/admin/performances/${show.eventId}`);
    expect(deleted.status).toBe(204);
    expect(await eventExists(show.eventId)).toBe(false);
    expect(await typeRow(db(), show.typeId)).toBeUndefined();
    expect((await auditOf(db(), 'performance', show.eventId)).at(-1)).toMatchObject({
      action: 'performance.deleted',
      actor_id: admin.userId,
      data: { url: show.url, production_id: show.productionId, published: true },
    });
    expect((await call('GET', `/api/admin/performances/${show.eventId}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/performances/${show.eventId}`)).status).toBe(404);
    const production = await call<AdminProduction>(
      'GET',
      `/api/admin/productions/${show.productionId}`,
    );
    expect(production.body.performances).toEqual([]);
  });

  it('refuses one held in a cart, sold, or named by an order, in the caller’s language', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const key = await world.client.newKey();
    expect((await world.client.add(key, show.typeId)).status).toBe(200);
    const held = await call('DELETE', `/api/admin/performances/${show.eventId}`, { lang: 'hu' });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('performance_in_use');
    expect(held.body.message).toMatch(/^Ez az előadás nem törölhető/);
    const detail = await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`);
    expect(detail.body.deletable).toBe(false);

    // Sold (the cart's hold let go).
    await sql`delete from holds where ticket_type_id = ${show.typeId}`.execute(db());
    await sql`update ticket_types set held = 0, sold = 1 where id = ${show.typeId}`.execute(db());
    const sold = await call('DELETE', `/api/admin/performances/${show.eventId}`, { lang: 'en' });
    expect(sold.status).toBe(409);
    expect(sold.body.message).toMatch(/^This performance cannot be deleted/);

    // Nothing sold or held, but an (expired) order's line names it: its record keeps it.
    await sql`update ticket_types set sold = 0 where id = ${show.typeId}`.execute(db());
    const order = await db()
      .insertInto('orders')
      .values({
        buyer_name: 'Teszt Elek',
        buyer_email: 'teszt@example.com',
        status: 'expired',
        payment_status: 0,
        payment_method: 2,
        channel: 'online',
        total: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('order_items')
      .values({
        order_id: order.id,
        ticket_type_id: show.typeId,
        name: 'Földszint',
        quantity: 1,
        unit_price: 0,
      })
      .execute();
    const ordered = await call('DELETE', `/api/admin/performances/${show.eventId}`);
    expect(ordered.status).toBe(409);
    expect(await eventExists(show.eventId)).toBe(true);
    expect(
      (await auditOf(db(), 'performance', show.eventId)).map((entry) => entry.action),
    ).not.toContain('performance.deleted');
  });
});

describe("a production's performances", () => {
  it('are listed in date order, earliest first', async () => {
    const show = await createdPerformance(world, admin.token);
    const later = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(show.productionId, hallId, { starts_at: inDays(30) }),
    });
    const sooner = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(show.productionId, hallId, { starts_at: inDays(3) }),
    });
    const past = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(show.productionId, hallId, { starts_at: inDays(-7) }),
    });
    const production = await call<AdminProduction>(
      'GET',
      `/api/admin/productions/${show.productionId}`,
    );
    expect(production.body.performances.map((p) => p.id)).toEqual([
      past.body.id,
      sooner.body.id,
      show.eventId,
      later.body.id,
    ]);
  });
});
