import type {
  AdminPerformance,
  AdminProduction,
  EventDetails,
  EventSummary,
  TicketInfo,
} from '@theatre/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  inDays,
  performanceSample,
  productionSample,
  ticketTypeSample,
  uniqueWord,
} from './programme-test-kit.js';
import { admin, call, db, hallId, venueId, world } from './programme-test-support.js';

// Performances in the back office: creating and editing one (its address, its sale period, its
// fee), and publishing it to the shop and taking it back.

describe('performances', () => {
  let productionId: number;
  beforeAll(async () => {
    const created = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    productionId = created.body.id;
  });

  it('creates one unpublished, with the shop-wide fee when it has none', async () => {
    const body = performanceSample(productionId, hallId, {
      sale_starts_at: inDays(1),
      sale_ends_at: inDays(9),
      tech_fee: null,
    });
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      production_id: productionId,
      venue_id: venueId,
      hall_id: hallId,
      url: body.url,
      starts_at: body.starts_at,
      sale_starts_at: body.sale_starts_at,
      sale_ends_at: body.sale_ends_at,
      published: false,
      tech_fee: null,
      ticket_types: [],
    });
    expect(created.body.default_tech_fee).toBeGreaterThanOrEqual(0);
    const production = await call<AdminProduction>('GET', `/api/admin/productions/${productionId}`);
    expect(production.body.performances.map((p) => p.id)).toContain(created.body.id);
    expect((await auditOf(db(), 'performance', created.body.id))[0]).toMatchObject({
      action: 'performance.created',
      actor_id: admin.userId,
    });
  });

  it('checks the address like the table does, and that no other performance has it', async () => {
    const bad = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: 'Rossz--cim' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.['url']?.[0]).toMatch(/lower-case letters/);
    const digits = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: '2026-12-03' }),
    });
    expect(digits.status).toBe(422);
    expect(digits.body.errors?.['url']).toBeDefined();

    const first = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId),
    });
    const taken = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, { url: first.body.url }),
      lang: 'hu',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.['url']).toEqual(['Ez a cím már egy másik előadásé.']);
    // Its own address is no conflict when saved again.
    const same = await call('PUT', `/api/admin/performances/${first.body.id}`, {
      body: performanceSample(productionId, hallId, { url: first.body.url }),
    });
    expect(same.status).toBe(200);
  });

  it('gives two saves of one address at the same instant one winner and one 422', async () => {
    const url = `egyszerre-${uniqueWord()}`;
    const replies = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/api/admin/performances', {
          body: performanceSample(productionId, hallId, { url }),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422, 422]);
  });

  it('wants the sale to start before it ends, both before the performance', async () => {
    const reply = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, {
        starts_at: inDays(10),
        sale_starts_at: inDays(5),
        sale_ends_at: inDays(4),
      }),
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.['sale_ends_at']).toEqual([
      'The sale must end later than it starts.',
    ]);
    const late = await call('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId, {
        starts_at: inDays(10),
        sale_ends_at: inDays(11),
      }),
    });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors ?? {})).toEqual(['sale_ends_at']);
  });

  it('refuses unknown productions and halls, bad instants and fees on their fields', async () => {
    const reply = await call('POST', '/api/admin/performances', {
      body: {
        ...performanceSample(999_999, 999_999),
      },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(['hall_id', 'production_id']);
    const shapes = await call('POST', '/api/admin/performances', {
      body: {
        ...performanceSample(productionId, hallId),
        starts_at: '2026-12-03 19:00',
        tech_fee: -5,
        vip_only: 'igen',
      },
    });
    expect(shapes.status).toBe(422);
    expect(Object.keys(shapes.body.errors ?? {}).sort()).toEqual([
      'starts_at',
      'tech_fee',
      'vip_only',
    ]);
  });

  it('edits a performance, recording each field before and after', async () => {
    const created = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(productionId, hallId),
    });
    const body = performanceSample(productionId, hallId, {
      url: created.body.url,
      starts_at: inDays(20, 15),
      vip_only: true,
      tech_fee: 350,
    });
    const updated = await call<AdminPerformance>(
      'PUT',
      `/api/admin/performances/${created.body.id}`,
      {
        body,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      starts_at: body.starts_at,
      vip_only: true,
      tech_fee: 350,
    });
    const trail = await auditOf(db(), 'performance', created.body.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'performance.updated',
      actor_id: admin.userId,
      data: {
        changes: {
          starts_at: { from: created.body.starts_at, to: body.starts_at },
          vip_only: { from: false, to: true },
          tech_fee: { from: null, to: 350 },
        },
      },
    });
    expect((trail.at(-1)?.data as { changes: object }).changes).not.toHaveProperty('url');
    // The performance's page shows the same changes, old → new, newest first.
    const page = await call<AdminPerformance>('GET', `/api/admin/performances/${created.body.id}`);
    expect(page.body.changes[0]).toMatchObject({
      action: 'performance.updated',
      subject: null,
      actor: { id: admin.userId },
      changes: {
        starts_at: { from: created.body.starts_at, to: body.starts_at },
        vip_only: { from: false, to: true },
        tech_fee: { from: null, to: 350 },
      },
    });
  });
});

describe('publishing', () => {
  it('needs a ticket type, then shows the performance in the shop; unpublishing hides it', async () => {
    const production = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    const performance = await call<AdminPerformance>('POST', '/api/admin/performances', {
      body: performanceSample(production.body.id, hallId),
    });
    const id = performance.body.id;
    const early = await call('POST', `/api/admin/performances/${id}/publish`, { lang: 'hu' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'performance_without_tickets',
      message: 'Az előadás csak jegytípussal tehető közzé. Előbb adjon hozzá egyet.',
    });
    expect(
      (
        await db()
          .selectFrom('events')
          .select('published')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).published,
    ).toBe(false);

    await call('POST', `/api/admin/performances/${id}/ticket-types`, { body: ticketTypeSample() });
    const published = await call<AdminPerformance>('POST', `/api/admin/performances/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    // Publishing what is published changes and records nothing.
    await call('POST', `/api/admin/performances/${id}/publish`);

    const shown = await world.client.call<EventDetails>(
      'GET',
      `/api/events/${performance.body.url}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: production.body.name, on_sale: true });
    const tickets = await world.client.call<TicketInfo[]>(
      'GET',
      `/api/events/${performance.body.url}/ticket-infos`,
    );
    expect(tickets.body.map((ticket) => [ticket.name, ticket.price])).toEqual([
      ['Földszint', 6900],
    ]);
    expect(tickets.body[0]?.quantity).toBeGreaterThan(0);
    const list = await world.client.call<EventSummary[]>('GET', '/api/events');
    expect(list.body.some((event) => event.id === id)).toBe(true);

    const hidden = await call<AdminPerformance>('POST', `/api/admin/performances/${id}/unpublish`);
    expect(hidden.body.published).toBe(false);
    expect((await world.client.call('GET', `/api/events/${id}`)).status).toBe(404);
    expect((await auditOf(db(), 'performance', id)).map((entry) => entry.action)).toEqual([
      'performance.created',
      'ticket_type.created',
      'performance.published',
      'performance.unpublished',
    ]);
  });

  it('answers 404 for an unknown performance', async () => {
    const reply = await call('POST', '/api/admin/performances/999999/publish');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('performance_not_found');
    expect((await call('GET', '/api/admin/performances/999999')).status).toBe(404);
  });
});
