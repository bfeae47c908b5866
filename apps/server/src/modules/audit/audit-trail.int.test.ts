import type {
  AdminAuditEntry,
  AdminAuditReply,
  AdminDocument,
  AdminPerformance,
  AdminUserActionReply,
  ErrorBody,
} from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { apiCall, newCouponBody } from '../coupons/coupons-test-kit.js';
import {
  createdPerformance,
  inDays,
  performanceSample,
  programmeCall,
  ticketTypeSample,
} from '../programme/programme-test-kit.js';

// The whole audit trail (GET /api/admin/audit): each change names its fields' old and new values,
// and an administrator filters the trail by who, what and when.

let world: CheckoutWorld;
let admin: { token: string; userId: number; email: string };
let other: { token: string; userId: number; email: string };
let cashier: { token: string; userId: number };
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'naplo-admin', 'admin');
  other = await signedInBuyer(world, 'naplo-masik', 'admin');
  cashier = await signedInBuyer(world, 'naplo-penztar', 'cashier');
});
afterAll(async () => {
  await world.close();
});

type Reply<T> = { status: number; body: T & Partial<ErrorBody> };
const call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = admin.token,
) => programmeCall<T>(world, method, url, token, body === undefined ? {} : { body });
const trail = (query: string, token: string | null = admin.token, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminAuditReply & ErrorBody>(world, 'GET', `/api/admin/audit?${query}`, token, {
    lang,
  }) as Promise<Reply<AdminAuditReply>>;
const latest = async (query: string): Promise<AdminAuditEntry> => {
  const reply = await trail(query);
  expect(reply.status).toBe(200);
  const entry = reply.body.data[0];
  if (!entry) throw new Error(`no entry for ${query}`);
  return entry;
};

describe('what an entry says changed', () => {
  it('a ticket type: its price before and after, naming the ticket type and the performance', async () => {
    const show = await createdPerformance(world, admin.token, { type: { price: 4500 } });
    const put = await call<AdminPerformance>('PUT', `/api/admin/ticket-types/${show.typeId}`, {
      ...ticketTypeSample({ price: 5200 }),
    });
    expect(put.status).toBe(200);
    const entry = await latest('action=ticket_type.updated');
    expect(entry).toMatchObject({
      action: 'ticket_type.updated',
      entity: 'performance',
      entity_id: String(show.eventId),
      actor: { id: admin.userId, email: admin.email },
      changes: { price: { from: 4500, to: 5200 } },
      data: { ticket_type_id: show.typeId, ticket_type: ticketTypeSample().name },
    });
    expect(Object.keys(entry.changes)).toEqual(['price']);
    // The creation recorded the created values.
    const created = await latest(`entity=performance&action=ticket_type.created`);
    expect(created.changes).toMatchObject({ price: { from: null, to: 4500 } });
  });

  it("a performance's date", async () => {
    const show = await createdPerformance(world, admin.token);
    const body = performanceSample(show.productionId, show.hallId, { starts_at: inDays(12, 20) });
    const before = (await call<AdminPerformance>('GET', `/api/admin/performances/${show.eventId}`))
      .body;
    const put = await call('PUT', `/api/admin/performances/${show.eventId}`, {
      ...body,
      url: before.url,
    });
    expect(put.status).toBe(200);
    const entry = await latest('action=performance.updated');
    expect(entry.entity_id).toBe(String(show.eventId));
    expect(entry.changes).toEqual({
      starts_at: {
        from: new Date(before.starts_at).toISOString(),
        to: new Date(body.starts_at).toISOString(),
      },
    });
  });

  it("a coupon's created values and its changed limit", async () => {
    const created = await apiCall<{ id: number }>(
      world,
      'POST',
      '/api/admin/coupons',
      admin.token,
      {
        body: newCouponBody({ value: 15 }),
      },
    );
    expect(created.status).toBe(201);
    const first = await latest('entity=coupon&action=coupon.created');
    expect(first.changes).toMatchObject({ value: { from: null, to: 15 } });
    const coupon = (
      await apiCall<{ name: string; name_en: string }>(
        world,
        'GET',
        `/api/admin/coupons/${created.body.id}`,
        admin.token,
      )
    ).body;
    const put = await apiCall(world, 'PUT', `/api/admin/coupons/${created.body.id}`, admin.token, {
      body: {
        name: coupon.name,
        name_en: coupon.name_en,
        valid_from: null,
        valid_until: null,
        max_uses: 9,
        max_uses_per_user: null,
      },
    });
    expect(put.status).toBe(200);
    const entry = await latest('entity=coupon&action=coupon.updated');
    expect(entry.changes).toEqual({ max_uses: { from: null, to: 9 } });
  });

  it("a user's role", async () => {
    const buyer = await signedInBuyer(world, 'naplo-vevo');
    const reply = await apiCall<AdminUserActionReply>(
      world,
      'POST',
      `/api/admin/users/${buyer.userId}/role`,
      admin.token,
      { body: { roles: ['box_office', 'door'] } },
    );
    expect(reply.status).toBe(200);
    const entry = await latest(`entity=user&action=user.role_set`);
    expect(entry).toMatchObject({
      entity_id: String(buyer.userId),
      changes: { roles: { from: '', to: 'box_office, door' } },
    });
  });

  it('a setting: the alert address before and after', async () => {
    const put = await call('PUT', '/api/admin/settings/alerts', {
      alert_email: 'riasztas@example.com',
    });
    expect(put.status).toBe(200);
    const entry = await latest('entity=settings&action=settings.alerts_updated');
    expect(entry.changes).toEqual({ alert_email: { from: '', to: 'riasztas@example.com' } });
  });

  it('a document page: its name before and after, its body by length only', async () => {
    const loaded = (await call<AdminDocument>('GET', '/api/admin/documents/1')).body;
    const text = 'Új bekezdés. '.repeat(40);
    const put = await call('PUT', '/api/admin/documents/1', {
      type: loaded.type,
      slug: loaded.slug,
      name: `${loaded.name} (új)`,
      name_en: loaded.name_en,
      body: text,
      body_en: loaded.body_en,
      in_footer: loaded.in_footer,
      updated_at: loaded.updated_at,
    });
    expect(put.status).toBe(200);
    const entry = await latest('entity=document&action=document.updated');
    expect(entry.changes).toEqual({
      name: { from: loaded.name, to: `${loaded.name} (új)` },
      body: { from_length: loaded.body.length, to_length: text.length },
    });
    expect(JSON.stringify(entry)).not.toContain('Új bekezdés');
  });

  it('reads older entries without changes', async () => {
    await world.t.database.db
      .insertInto('audit_log')
      .values({ action: 'legacy.thing', entity: 'legacy', entity_id: '1', data: '{"x":1}' })
      .execute();
    const entry = await latest('entity=legacy');
    expect(entry).toMatchObject({
      action: 'legacy.thing',
      actor: null,
      changes: {},
      data: { x: 1 },
    });
  });
});

describe('the whole trail', () => {
  it('filters by who: an actor id, or words of their name or e-mail', async () => {
    await call(
      'PUT',
      '/api/admin/settings/alerts',
      { alert_email: 'masik@example.com' },
      other.token,
    );
    const byId = await trail(`who=${other.userId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.total).toBeGreaterThan(0);
    expect(byId.body.data.every((entry) => entry.actor?.id === other.userId)).toBe(true);
    const byEmail = await trail(`who=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.body.data.map((entry) => entry.actor?.id)).toEqual(
      byId.body.data.map(() => other.userId),
    );
    const nobody = await trail('who=senkisem-ilyen');
    expect(nobody.body).toMatchObject({ data: [], total: 0 });
  });

  it('filters by what: entity, and action exactly or by its start', async () => {
    const coupons = await trail('entity=coupon');
    expect(coupons.body.data.length).toBeGreaterThan(0);
    expect(coupons.body.data.every((entry) => entry.entity === 'coupon')).toBe(true);
    const prefix = await trail('action=ticket_type');
    const actions = new Set(prefix.body.data.map((entry) => entry.action));
    expect(actions).toEqual(new Set(['ticket_type.created', 'ticket_type.updated']));
  });

  it('filters by when, in Budapest days, newest first, 50 a page', async () => {
    const today = budapestDay(new Date());
    const all = await trail(`from=${today}&to=${today}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.per_page).toBe(50);
    const ids = all.body.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const old = await trail('from=2020-01-01&to=2020-01-31');
    expect(old.body).toMatchObject({ data: [], total: 0 });
    const second = await trail(`page=2`);
    expect(second.body.page).toBe(2);
    expect(second.body.data.length).toBe(Math.max(0, Math.min(50, second.body.total - 50)));
  });

  it('is for administrators only', async () => {
    expect((await trail('', null)).status).toBe(401);
    expect((await trail('', cashier.token)).status).toBe(403);
  });

  it('answers bad filters with a translated 422 per field', async () => {
    const hu = await trail(
      'from=2026-02-30&to=tegnap&action=Bad%20Action&page=0',
      admin.token,
      'hu',
    );
    expect(hu.status).toBe(422);
    expect(Object.keys(hu.body.errors ?? {}).sort()).toEqual(['action', 'from', 'page', 'to']);
    expect(hu.body.errors?.['from']?.[0]).toBe('A dátumot ÉÉÉÉ-HH-NN formában kell megadni.');
    const en = await trail('from=2026-05-10&to=2026-05-01', admin.token, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ to: ['The last day cannot be before the first.'] });
  });
});
