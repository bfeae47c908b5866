import type { EventDetails, EventSummary, TicketInfo } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T = unknown>(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/events', () => {
  it('lists the upcoming public programme in order of start', async () => {
    const { status, body } = await get<EventSummary[]>('/api/events');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(25);
    const starts = body.map((e) => Date.parse(e.start_date));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.every((s) => s > Date.now())).toBe(true);
    expect(body.every((e) => !e.vip_only)).toBe(true);
    for (const event of body) {
      expect(event.img_path).toMatch(/^\/storage\/posters\/[\w-]+\.svg$/);
      if (!event.sold_out) expect(event.min_price).toBeGreaterThanOrEqual(3500);
    }
  });

  it('hides unpublished and VIP-only performances', async () => {
    const list = (await get<EventSummary[]>('/api/events')).body.map((e) => e.id);
    const hidden = await t.database.db
      .selectFrom('events')
      .select('id')
      .where((eb) => eb.or([eb('published', '=', false), eb('vip_only', '=', true)]))
      .execute();
    expect(hidden.length).toBe(2);
    for (const { id } of hidden) {
      expect(list).not.toContain(id);
      expect((await get(`/api/events/${id}`)).status).toBe(404);
    }
  });

  it('shows one sold-out performance with no price', async () => {
    const soldOut = (await get<EventSummary[]>('/api/events')).body.filter((e) => e.sold_out);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]?.min_price).toBeNull();
  });

  it('searches accent-insensitively over titles and authors in both languages', async () => {
    const all = (await get<EventSummary[]>('/api/events')).body;
    const first = all[0];
    if (!first) throw new Error('no events');
    const plain = first.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = (await get<EventSummary[]>(`/api/events?search=${encodeURIComponent(plain)}`))
      .body;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.name === first.name)).toBe(true);
    const none = await get<EventSummary[]>('/api/events?search=zzzqqq');
    expect(none.body).toEqual([]);
  });

  it('filters by the Budapest calendar day', async () => {
    const all = (await get<EventSummary[]>('/api/events')).body;
    const day = budapestDay(all[0]?.start_date ?? '');
    const found = (await get<EventSummary[]>(`/api/events?date=${day}`)).body;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => budapestDay(e.start_date) === day)).toBe(true);
  });

  it('rejects a malformed filter with a translated 422', async () => {
    const hu = await get<{ message: string; errors: Record<string, string[]> }>(
      '/api/events?date=holnap',
    );
    expect(hu.status).toBe(422);
    expect(hu.body.errors.date).toEqual(['A dátumot ÉÉÉÉ-HH-NN formában kell megadni.']);
    const en = await get<{ errors: Record<string, string[]> }>(
      '/api/events?search=' + 'x'.repeat(101),
      {
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    expect(en.status).toBe(422);
    expect(en.body.errors.search).toEqual(['At most 100 characters are allowed.']);
  });
});

describe('GET /api/events/{id}', () => {
  it('finds a performance by id and by url slug, with safe HTML', async () => {
    const [first] = (await get<EventSummary[]>('/api/events')).body;
    if (!first) throw new Error('no events');
    const byId = await get<EventDetails>(`/api/events/${first.id}`);
    const bySlug = await get<EventDetails>(`/api/events/${first.url}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body.description).toMatch(/<p>/);
    expect(byId.body.description_translations.en).toMatch(/<p>/);
    expect(byId.body.description).not.toMatch(/<script/i);
  });

  it('answers 404 in the caller language, and 422 for a malformed id', async () => {
    const missing = await get<{ message: string; code: string }>('/api/events/nincs-ilyen', {
      'accept-language': 'en',
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'The event cannot be found.' } });
    const bad = await get('/api/events/%3Cscript%3E');
    expect(bad.status).toBe(422);
  });

  it('gives ticket types with availability and infos', async () => {
    const all = (await get<EventSummary[]>('/api/events')).body;
    const soldOut = all.find((e) => e.sold_out);
    const open = all.find((e) => !e.sold_out);
    if (!soldOut || !open) throw new Error('seed lacks a sold-out or open performance');
    const soldTickets = (await get<TicketInfo[]>(`/api/events/${soldOut.url}/ticket-infos`)).body;
    expect(soldTickets.length).toBeGreaterThanOrEqual(2);
    expect(soldTickets.every((ticket) => ticket.sold_out && ticket.quantity === 0)).toBe(true);
    const openTickets = (await get<TicketInfo[]>(`/api/events/${open.url}/ticket-infos`)).body;
    expect(openTickets.some((ticket) => !ticket.sold_out && ticket.quantity > 0)).toBe(true);
    expect(Math.min(...openTickets.filter((x) => !x.sold_out).map((x) => x.price))).toBe(
      open.min_price,
    );
    const infos = await get<{ name: string; content: string }[]>(`/api/events/${open.url}/infos`);
    expect(infos.status).toBe(200);
    expect(infos.body.length).toBeGreaterThan(0);
  });

  it('shows exactly one ticket type sold out on an otherwise open performance', async () => {
    const all = (await get<EventSummary[]>('/api/events')).body.filter((e) => !e.sold_out);
    let partly = 0;
    for (const event of all) {
      const tickets = (await get<TicketInfo[]>(`/api/events/${event.id}/ticket-infos`)).body;
      if (tickets.some((x) => x.sold_out) && tickets.some((x) => !x.sold_out)) partly += 1;
    }
    expect(partly).toBe(1);
  });
});

describe('GET /api/preview/{preview_id}', () => {
  it('shows an unpublished performance only through its preview id', async () => {
    const hidden = await t.database.db
      .selectFrom('events')
      .select(['id', 'preview_id'])
      .where('published', '=', false)
      .executeTakeFirstOrThrow();
    const res = await get<{ event: { id: number; published: boolean; on_sale: boolean } }>(
      `/api/preview/${hidden.preview_id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({ id: hidden.id, published: false, on_sale: false });
    expect((await get('/api/preview/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/preview/123')).status).toBe(422);
  });
});
