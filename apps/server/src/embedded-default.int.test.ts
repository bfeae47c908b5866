import type { SeatMapReply } from '@theatre/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventSummary } from '@theatre/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { prepareDatabase } from './db/prepare-database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theatre-data-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded default', () => {
  it('with no DATABASE_URL migrates, seeds and serves the programme from DATA_DIR', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    expect(config.mode).toBe('demo');
    expect(config.databaseUrl).toBeUndefined();
    const database = await prepareDatabase(config);
    expect(database.kind).toBe('pglite');
    expect(database.seed?.seeded).toBe(true);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      const res = await app.inject('/api/events');
      expect(res.statusCode).toBe(200);
      expect(res.json<EventSummary[]>().length).toBeGreaterThanOrEqual(25);
    } finally {
      await app.close();
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    // A restart finds the same data and seeds nothing again.
    const again = await prepareDatabase(config);
    try {
      expect(again.migrations).toEqual([]);
      expect(again.seed?.seeded).toBe(false);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('runs the account journey on its single connection, requests in parallel', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, db: database.db, logger: false });
    const post = (url: string, payload: object, token?: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    try {
      const password = 'Beagyazott-Jelszo-42';
      const emails = ['pglite-a@example.org', 'pglite-b@example.org', 'pglite-c@example.org'];
      const registered = await Promise.all(
        emails.map((email) =>
          post('/api/register', {
            name: 'Beágyazott Béla',
            email,
            password,
            password_confirmation: password,
            terms: true,
          }),
        ),
      );
      expect(registered.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      await Promise.all(emails.map((email) => post('/api/send-magic-link', { email })));
      while ((await app.runJobs()) > 0) {
        // deliver everything queued
      }
      for (const email of emails) {
        const mail = await database.db
          .selectFrom('mail_messages')
          .select('text')
          .where('to_address', '=', email)
          .where('kind', '=', 'verify_email')
          .executeTakeFirstOrThrow();
        const link = /\/verify-email\/\d+\/[\w-]+/.exec(mail.text)?.[0];
        const verified = await app.inject(`/api${link ?? ''}`);
        expect(verified.statusCode).toBe(200);
        const login = await post('/api/login', { email, password });
        expect(login.statusCode).toBe(200);
        const token = login.json<{ token: string }>().token;
        const [profile, billing] = await Promise.all([
          app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } }),
          post(
            '/api/billing-data/update',
            {
              is_company: false,
              name: 'Beágyazott Béla',
              country: 'HU',
              zip: '1011',
              city: 'Budapest',
              street_name: 'Fő',
              public_place_category: 'utca',
              house_number: '1',
            },
            token,
          ),
        ]);
        expect(profile.statusCode).toBe(200);
        expect(billing.statusCode).toBe(202);
      }
      const magicLinks = await database.db
        .selectFrom('mail_messages')
        .select('id')
        .where('kind', '=', 'magic_link')
        .where('to_address', 'in', emails)
        .execute();
      expect(magicLinks).toHaveLength(3);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('sells out a ticket type exactly on its single connection, adds in parallel', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      const type = await database.db
        .selectFrom('ticket_types as t')
        .innerJoin('events as e', 'e.id', 't.event_id')
        .select(['t.id', 't.sold', 'e.id as event_id'])
        .where('e.published', '=', true)
        .where('e.vip_only', '=', false)
        .where('t.vip_only', '=', false)
        // General admission: a seated performance's types are sold by seat.
        .where('e.seat_map_id', 'is', null)
        .where('e.starts_at', '>', new Date())
        .where((eb) =>
          eb.or([eb('e.sale_starts_at', 'is', null), eb('e.sale_starts_at', '<=', new Date())]),
        )
        .orderBy('e.starts_at')
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('ticket_types')
        .set({ capacity: type.sold + 20 })
        .where('id', '=', type.id)
        .execute();
      const keys = await Promise.all(
        Array.from(
          { length: 60 },
          async () => (await app.inject('/api/cart/get-key')).json<{ cart_key: string }>().cart_key,
        ),
      );
      // 60 buyers, each from an address of its own (the per-client hold limits are not the subject).
      const replies = await Promise.all(
        keys.map((key, i) =>
          app.inject({
            method: 'POST',
            url: `/api/cart/${key}/add`,
            payload: { id: type.id, cart_key: key },
            remoteAddress: `10.20.0.${i + 1}`,
          }),
        ),
      );
      const statuses = replies.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      // A coupon on the single connection: its checks run inside the cart's transaction, and a
      // process that has not cached the ticket types yet must read them there too.
      const granted = keys[statuses.indexOf(200)] ?? '';
      const fresh = await buildApp({ config, db: database.db, logger: false });
      const coupon = await fresh.inject({
        method: 'POST',
        url: '/api/coupon/add',
        payload: { coupon_id: 'PREMIER10', cart_key: granted },
      });
      expect(coupon.statusCode).toBe(200);
      expect(coupon.json<{ summary: { discount: number } }>().summary.discount).toBeGreaterThan(0);
      await fresh.close();
      const infos = await app.inject(`/api/events/${type.event_id}/ticket-infos`);
      const shown = infos
        .json<{ id: number; sold_out: boolean; all_held: boolean }[]>()
        .find((t) => t.id === type.id);
      // Every ticket held, none sold: all held, not sold out (decision 0024).
      expect(shown).toMatchObject({ sold_out: false, all_held: true });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('holds seats exactly once on its single connection, holds in parallel', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      const event = await database.db
        .selectFrom('events')
        .select('id')
        .where('published', '=', true)
        .where('vip_only', '=', false)
        .where('seat_map_id', 'is not', null)
        .where('starts_at', '>', new Date())
        .where((eb) =>
          eb.or([eb('sale_starts_at', 'is', null), eb('sale_starts_at', '<=', new Date())]),
        )
        .orderBy('starts_at')
        .executeTakeFirstOrThrow();
      const map = (await app.inject(`/api/events/${event.id}/seat-map`)).json<SeatMapReply>();
      const free = map.sections
        .flatMap((section) => section.rows.flatMap((row) => row.seats))
        .filter((seat) => seat.status === 'free')
        .slice(0, 2)
        .map((seat) => seat.id);
      expect(free).toHaveLength(2);
      const keys = await Promise.all(
        Array.from(
          { length: 20 },
          async () => (await app.inject('/api/cart/get-key')).json<{ cart_key: string }>().cart_key,
        ),
      );
      const replies = await Promise.all(
        keys.map((key, i) =>
          app.inject({
            method: 'POST',
            url: `/api/cart/${key}/seats`,
            payload: { cart_key: key, event_id: event.id, seat_ids: free },
            remoteAddress: `10.21.0.${i + 1}`,
          }),
        ),
      );
      const statuses = replies.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const status = (await app.inject(`/api/events/${event.id}/seat-status`)).json<{
        status: string;
      }>().status;
      const order = map.sections.flatMap((section) =>
        section.rows.flatMap((row) => row.seats.map((seat) => seat.id)),
      );
      expect(free.map((id) => status[order.indexOf(id)])).toEqual(['h', 'h']);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
