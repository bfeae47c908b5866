import type { AdminUserActionReply, DeleteAccountReply } from '@theatre/contracts';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  settleJobs,
  signedInBuyer,
  unpaidOrder,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { consentTexts } from './consent-texts.js';
import { downloadExport, personWithOrders, type Person } from './data-rights-test-kit.js';

/*
 * The buyer's data rights (decision 0054): the export read back, consents recorded, and the
 * erasure with the password, by the e-mailed link and by an administrator, and its refusals.
 */

let world: CheckoutWorld;
let person: Person;

beforeAll(async () => {
  world = await createCheckoutWorld();
  person = await personWithOrders(world, 'export');
}, 120_000);

afterAll(async () => {
  await world.close();
});

const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: object,
  lang: 'hu' | 'en' = 'en',
) =>
  world.client.call<T>(method, url, {
    ...(token ? { token } : {}),
    ...(body ? { body } : {}),
    lang,
  });

describe('GET /api/profile/export', () => {
  it('answers one ZIP of the profile, billing data, orders, tickets, consents and the PDFs', async () => {
    const archive = await downloadExport(world, person.token, 'hu');
    expect(archive.status).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(String(archive.headers['content-disposition'])).toContain(
      `szemelyes-adatok-${person.userId}.zip`,
    );
    expect(archive.headers['cache-control']).toBe('no-store');
    const data = archive.data as {
      profile: Record<string, unknown>;
      billing_data: Record<string, unknown>;
      sessions: Record<string, unknown>[];
      consents: { current: object; events: Record<string, unknown>[] };
      orders: {
        id: number;
        buyer_email: string;
        items: unknown[];
        tickets: { code: string }[];
        documents: { kind: string; number: string; file: string }[];
        tickets_file: string;
      }[];
    };
    expect(data.profile).toMatchObject({
      id: person.userId,
      email: person.email,
      name: person.name,
    });
    expect(data.profile).not.toHaveProperty('password_hash');
    // Each session with the device and address recorded at sign-in (decision 0055), never a token.
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'expires_at',
        'ip_address',
        'last_active_at',
        'last_used_at',
        'revoked_at',
        'user_agent',
      ]);
    }
    expect(data.sessions.some((session) => typeof session['ip_address'] === 'string')).toBe(true);
    expect(data.billing_data).toMatchObject({ tax_number: person.taxNumber, name: person.company });
    expect(data.orders.map((order) => order.id)).toEqual([
      person.receiptOrderId,
      person.invoiceOrderId,
    ]);
    const [receipt, invoice] = data.orders;
    expect(receipt?.tickets.length).toBe(2);
    expect(receipt?.documents.map((d) => d.kind)).toEqual(['receipt']);
    expect(invoice?.documents.map((d) => d.kind)).toEqual(['invoice']);
    const files = archive.files ?? {};
    for (const order of data.orders) {
      for (const document of order.documents) {
        expect(document.file).toMatch(/^documents\/(nyugta|szamla)-.+\.pdf$/);
        expect(strFromU8(files[document.file]?.slice(0, 5) ?? new Uint8Array())).toBe('%PDF-');
      }
      expect(order.tickets_file).toBe(`tickets/jegyek-${order.id}.pdf`);
      expect(strFromU8(files[order.tickets_file]?.slice(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    }
    expect(data.consents.current).toEqual({ newsletter: true, relevant_infos: true });
    expect(data.consents.events).toEqual([
      expect.objectContaining({
        consent: 'newsletter',
        granted: true,
        source: 'profile',
        text_version: consentTexts.newsletter.version,
        text: 'Hírlevél a színház újdonságairól és előadásairól',
      }),
      expect.objectContaining({
        consent: 'relevant_infos',
        granted: true,
        text_version: consentTexts.relevant_infos.version,
      }),
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await downloadExport(world, 'x'.repeat(40), 'en')).status).toBe(401);
  });
});

describe('consents', () => {
  it('records each grant and withdrawal with its time and text version, and no repeat', async () => {
    const buyer = await signedInBuyer(world, 'consent');
    const set = (newsletter: number, relevant: number) =>
      call('POST', '/api/profile/set-preferences', buyer.token, {
        newsletter,
        relevant_infos: relevant,
      });
    expect((await set(1, 0)).status).toBe(202);
    expect((await set(1, 0)).status).toBe(202);
    expect((await set(0, 1)).status).toBe(202);
    const events = await world.t.database.db
      .selectFrom('consent_events')
      .select(['consent', 'granted', 'text_version', 'source', 'created_at'])
      .where('user_id', '=', buyer.userId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.consent, e.granted, e.text_version, e.source])).toEqual([
      ['newsletter', true, consentTexts.newsletter.version, 'profile'],
      ['newsletter', false, consentTexts.newsletter.version, 'profile'],
      ['relevant_infos', true, consentTexts.relevant_infos.version, 'profile'],
    ]);
    expect(events.every((e) => e.created_at instanceof Date)).toBe(true);
  });
});

describe('POST /api/profile/delete', () => {
  it('refuses a missing or wrong password (422 on the field) and erases with the right one', async () => {
    const missing = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/profile/delete',
      person.token,
      {},
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.password).toEqual(['This field is required.']);
    const wrong = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/profile/delete',
      person.token,
      { password: 'Nem-Ez-A-Jelszo-1' },
      'hu',
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['password']);
    expect(wrong.body.errors.password?.[0]).toMatch(/jelszó/i);
    const erased = await call<DeleteAccountReply>('POST', '/api/profile/delete', person.token, {
      password: 'Szinhazi-Jegy-77',
    });
    expect(erased.status).toBe(200);
    expect(erased.body.result).toBe('erased');
    expect((await call('GET', '/api/profile', person.token)).status).toBe(401);
    const login = await call('POST', '/api/login', undefined, {
      email: person.email,
      password: 'Szinhazi-Jegy-77',
    });
    expect(login.status).toBe(422);
    const consents = await world.t.database.db
      .selectFrom('consent_events')
      .select(['consent', 'granted', 'source'])
      .where('user_id', '=', person.userId)
      .where('source', '=', 'erasure')
      .execute();
    expect(consents).toHaveLength(2);
    expect(consents.every((c) => !c.granted)).toBe(true);
    const audit = await world.t.database.db
      .selectFrom('audit_log')
      .select(['data', 'actor_id'])
      .where('action', '=', 'user.erased')
      .where('entity_id', '=', String(person.userId))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(person.userId);
    expect(audit.data).toMatchObject({ by: 'self', orders: 2, kept_documents: 2 });
  });

  it('e-mails a confirmation link to an account without a password; the link erases it once', async () => {
    const buyer = await signedInBuyer(world, 'linkonly');
    await world.t.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', buyer.userId)
      .execute();
    const sent = await call<DeleteAccountReply>(
      'POST',
      '/api/profile/delete',
      buyer.token,
      {},
      'hu',
    );
    expect(sent.status).toBe(202);
    expect(sent.body.result).toBe('link_sent');
    const mail = await world.t.database.db
      .selectFrom('mail_messages')
      .select(['kind', 'subject', 'text', 'locale'])
      .where('user_id', '=', buyer.userId)
      .where('kind', '=', 'erase_account')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Fiókja törlésének megerősítése/);
    expect(mail.text).toContain('Ha nem Ön kérte');
    const token = /\/erase-account\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await call('GET', '/api/profile', buyer.token)).status).toBe(200);
    const confirmed = await call('POST', '/api/profile/delete/confirm', undefined, { token });
    expect(confirmed.status).toBe(200);
    expect((await call('GET', '/api/profile', buyer.token)).status).toBe(401);
    const again = await call<{ code: string }>('POST', '/api/profile/delete/confirm', undefined, {
      token,
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_token');
    const user = await world.t.database.db
      .selectFrom('users')
      .select(['erased_at', 'email', 'name'])
      .where('id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    expect(user.erased_at).toBeInstanceOf(Date);
    expect(user.email).toBe(`erased-user-${buyer.userId}@erased.invalid`);
    await settleJobs(world);
  });

  it('waits while an order awaits payment (409) and never erases a staff account', async () => {
    const buyer = await signedInBuyer(world, 'openorder');
    await unpaidOrder(world, buyer.token);
    const open = await call<{ code: string }>('POST', '/api/profile/delete', buyer.token, {
      password: 'Szinhazi-Jegy-77',
    });
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('account_erasure_order_open');
    expect((await call('GET', '/api/profile', buyer.token)).status).toBe(200);
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const staff = await call<{ code: string }>('POST', '/api/profile/delete', cashier.token, {
      password: 'Szinhazi-Jegy-77',
    });
    expect(staff.status).toBe(409);
    expect(staff.body.code).toBe('account_erasure_staff');
    // Without a password too: no confirmation link that could never work.
    await world.t.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', cashier.userId)
      .execute();
    const linkless = await call<{ code: string }>('POST', '/api/profile/delete', cashier.token, {});
    expect(linkless.status).toBe(409);
    expect(linkless.body.code).toBe('account_erasure_staff');
    const links = await world.t.database.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', cashier.userId)
      .where('purpose', '=', 'erase_account')
      .execute();
    expect(links).toEqual([]);
  });
});

describe('POST /api/admin/users/:id/erase', () => {
  it('erases an account on a written request, audited with the reason, the person’s words out', async () => {
    const admin = await signedInBuyer(world, 'adatvedelmi', 'admin');
    const target = await signedInBuyer(world, 'kerelmezo');
    await world.t.database.db
      .updateTable('users')
      .set({ name: 'Kérelmező Kornélia' })
      .where('id', '=', target.userId)
      .execute();
    const url = `/api/admin/users/${target.userId}/erase`;
    const empty = await call<{ errors: Record<string, string[]> }>('POST', url, admin.token, {
      reason: ' ',
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['reason']);
    const erased = await call<AdminUserActionReply>('POST', url, admin.token, {
      reason: 'Kérelmező Kornélia levele, 2026-11-27 (iktatószám 42)',
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.user.erased_at).not.toBeNull();
    expect(erased.body.user.email).toBe(`erased-user-${target.userId}@erased.invalid`);
    const entry = erased.body.user.audit.find((e) => e.action === 'user.erased');
    expect(entry?.actor?.id).toBe(admin.userId);
    expect(entry?.data).toMatchObject({
      by: 'staff',
      reason: '[törölve] levele, 2026-11-27 (iktatószám 42)',
    });
    expect((await call('GET', '/api/profile', target.token)).status).toBe(401);
    expect((await call('POST', url, admin.token, { reason: 'újra' })).status).toBe(404);
    const self = await call<{ code: string }>(
      'POST',
      `/api/admin/users/${admin.userId}/erase`,
      admin.token,
      { reason: 'próba' },
    );
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('account_erasure_staff');
  });
});

describe('what an erasure leaves alone', () => {
  it('others’ addresses that contain the person’s, and names across the log', async () => {
    const target = await signedInBuyer(world, 'ann');
    const db = world.t.database.db;
    await db
      .updateTable('users')
      .set({ name: 'Szomszéd Szilvia' })
      .where('id', '=', target.userId)
      .execute();
    const longer = `jo${target.email}`;
    const audit = (data: object) =>
      db
        .insertInto('audit_log')
        .values({
          action: 'note',
          entity: 'production',
          entity_id: '1',
          data: JSON.stringify(data),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const theirs = await audit({ to: target.email });
    const other = await audit({ to: longer });
    // The same name, written about a production: another person's, for all the log can tell.
    const namesake = await audit({ note: 'Szomszéd Szilvia rendezte' });
    await db
      .insertInto('rate_limits')
      .values([
        { key: `login:${target.email}`, count: 1, window_ends_at: new Date(Date.now() + 60_000) },
        { key: `login:${longer}`, count: 1, window_ends_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    const erased = await call('POST', '/api/profile/delete', target.token, {
      password: 'Szinhazi-Jegy-77',
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const dataOf = async (id: number) =>
      JSON.stringify(
        (await db.selectFrom('audit_log').select('data').where('id', '=', id).executeTakeFirst())
          ?.data,
      );
    expect(await dataOf(theirs.id)).not.toContain(target.email);
    expect(await dataOf(other.id)).toContain(longer);
    expect(await dataOf(namesake.id)).toContain('Szomszéd Szilvia');
    const keys = (
      await db.selectFrom('rate_limits').select('key').where('key', 'like', '%ann-%').execute()
    ).map((row) => row.key);
    expect(keys).toContain(`login:${longer}`);
    expect(keys).not.toContain(`login:${target.email}`);
  });
});
