import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { t, verifiedUser } from '../accounts/accounts-test-kit.js';
import { pruneUnverifiedAccounts } from '../accounts/prune-unverified-accounts.js';
import { pruneExpiredCarts } from '../cart/prune-expired-carts.js';
import { prunePurchaseLinks } from '../checkout/prune-purchase-links.js';
import { pruneClientErrors } from '../client-errors/prune-client-errors.js';
import { pruneMailMessages } from '../notifications/prune-mail-messages.js';
import { purgeSecurityLog } from './purge-security-log.js';
import { makeRole, send } from './security-log-test-kit.js';

/** Decision 0058: the security log is append-only in the database; each purge keeps its period. */

const day = 86_400_000;
const now = () => new Date();
const clock = { now };
const ago = (days: number) => new Date(Date.now() - days * day);
let serial = 0;
const label = (name: string) => `${name}-${Date.now()}-${(serial += 1)}`;

async function setRetention(values: Record<string, number>) {
  await t.database.db
    .insertInto('settings')
    .values({ key: 'retention', value: JSON.stringify(values) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(values) }))
    .execute();
}
async function clearRetention() {
  await t.database.db.deleteFrom('settings').where('key', '=', 'retention').execute();
}

async function securityEventAt(at: Date, tag: string) {
  await t.database.db
    .insertInto('security_events')
    .values({
      created_at: at,
      event_type: 'export',
      outcome: 'success',
      details: JSON.stringify({ tag }),
    })
    .execute();
}
const securityTags = async (tag: string) =>
  (
    await t.database.db
      .selectFrom('security_events')
      .select('id')
      .where(sql<boolean>`details->>'tag' = ${tag}`)
      .execute()
  ).length;

describe('the security log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const tag = label('frozen');
    await securityEventAt(ago(400), tag);
    const db = t.database.db;
    await expect(
      db.updateTable('security_events').set({ outcome: 'failure' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`update security_events set details = '{}' where details->>'tag' = ${tag}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from security_events where details->>'tag' = ${tag}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(await securityTags(tag)).toBe(1);
  });

  it('lets the purge delete only rows older than 90 days, even with its setting on', async () => {
    const tag = label('young');
    await securityEventAt(ago(10), tag);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sql`select set_config('theatre.security_log_purge', 'on', true)`.execute(trx);
        await sql`delete from security_events where details->>'tag' = ${tag}`.execute(trx);
      }),
    ).rejects.toThrow(/append-only/);
    expect(await securityTags(tag)).toBe(1);
  });

  it('purges events older than the period (365 days unless set)', async () => {
    const tag = label('purge');
    await securityEventAt(ago(366), tag);
    await securityEventAt(ago(364), tag);
    await securityEventAt(ago(100), tag);
    await clearRetention();
    expect(await purgeSecurityLog(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await securityTags(tag)).toBe(2);
    await setRetention({ security_log_days: 200 });
    await purgeSecurityLog(t.database.db, clock);
    expect(await securityTags(tag)).toBe(1);
    await clearRetention();
  });
});

describe('each purge keeps its period', () => {
  it('unverified accounts: 30 days unless set', async () => {
    const insert = async (days: number) => {
      const row = await t.database.db
        .insertInto('users')
        .values({
          name: 'Teszt Elek',
          email: `${label('unverified')}@example.org`,
          password_hash: null,
          email_verified_at: null,
          terms_accepted_at: null,
          password_changed_at: null,
          locked_at: null,
          erased_at: null,
          created_at: ago(days),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const exists = async (id: number) =>
      (await t.database.db.selectFrom('users').select('id').where('id', '=', id).execute())
        .length === 1;
    const old = await insert(31);
    const middle = await insert(20);
    const young = await insert(5);
    await clearRetention();
    await pruneUnverifiedAccounts(t.database.db, clock);
    expect([await exists(old), await exists(middle), await exists(young)]).toEqual([
      false,
      true,
      true,
    ]);
    await setRetention({ unverified_accounts_days: 10 });
    await pruneUnverifiedAccounts(t.database.db, clock);
    expect([await exists(middle), await exists(young)]).toEqual([false, true]);
    await clearRetention();
  });

  it('browser error reports and e-mails: 30 days unless set', async () => {
    const tag = label('retention');
    for (const days of [31, 20, 2]) {
      await t.database.db
        .insertInto('client_errors')
        .values({ message: tag, created_at: ago(days) })
        .execute();
      await t.database.db
        .insertInto('mail_messages')
        .values({
          kind: 'password_changed',
          to_address: `${tag}@example.org`,
          to_name: null,
          locale: 'hu',
          subject: tag,
          html: '',
          text: '',
          user_id: null,
          order_id: null,
          status: 'sent',
          created_at: ago(days),
          sent_at: ago(days),
          last_error: null,
        })
        .execute();
    }
    const left = async () => [
      (
        await t.database.db
          .selectFrom('client_errors')
          .select('id')
          .where('message', '=', tag)
          .execute()
      ).length,
      (
        await t.database.db
          .selectFrom('mail_messages')
          .select('id')
          .where('subject', '=', tag)
          .execute()
      ).length,
    ];
    await clearRetention();
    await pruneClientErrors(t.database.db, clock);
    await pruneMailMessages(t.database.db, clock);
    expect(await left()).toEqual([2, 2]);
    await setRetention({ client_errors_days: 10, mail_messages_days: 7 });
    await pruneClientErrors(t.database.db, clock);
    await pruneMailMessages(t.database.db, clock);
    expect(await left()).toEqual([1, 1]);
    await clearRetention();
  });

  it('carts: an hour after they expired unless set', async () => {
    const insert = async (expiredHoursAgo: number) => {
      const row = await t.database.db
        .insertInto('carts')
        .values({
          key_hash: label('cart'),
          user_id: null,
          coupon_id: null,
          expires_at: new Date(Date.now() - expiredHoursAgo * 3_600_000),
          retired_at: null,
          client_subject: null,
          unlocked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const exists = async (id: number) =>
      (await t.database.db.selectFrom('carts').select('id').where('id', '=', id).execute())
        .length === 1;
    const old = await insert(5);
    const recent = await insert(0.5);
    await setRetention({ expired_carts_hours: 6 });
    await pruneExpiredCarts(t.database.db);
    expect([await exists(old), await exists(recent)]).toEqual([true, true]);
    await clearRetention();
    await pruneExpiredCarts(t.database.db);
    expect([await exists(old), await exists(recent)]).toEqual([false, true]);
  });

  it('purchase links: a day after they expired unless set', async () => {
    const insert = async (expiredDaysAgo: number) => {
      const row = await t.database.db
        .insertInto('purchase_links')
        .values({
          token_hash: label('link'),
          email: 'vevo@example.org',
          name: 'Vevő Vera',
          cart_id: null,
          order_id: null,
          expires_at: ago(expiredDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const exists = async (id: number) =>
      (await t.database.db.selectFrom('purchase_links').select('id').where('id', '=', id).execute())
        .length === 1;
    const old = await insert(3);
    const recent = await insert(0.5);
    await setRetention({ purchase_links_days: 5 });
    await prunePurchaseLinks(t.database.db, clock);
    expect([await exists(old), await exists(recent)]).toEqual([true, true]);
    await clearRetention();
    await prunePurchaseLinks(t.database.db, clock);
    expect([await exists(old), await exists(recent)]).toEqual([false, true]);
  });
});

describe('the data retention settings', () => {
  it('are administrators’ to set within bounds; a change is audited and logged', async () => {
    const boss = await verifiedUser('retention-admin');
    const bossId = await makeRole(boss.email, 'admin');
    const read = await send('GET', '/api/admin/settings/retention', { token: boss.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      unverified_accounts_days: 30,
      expired_carts_hours: 1,
      purchase_links_days: 1,
      mail_messages_days: 30,
      client_errors_days: 30,
      security_log_days: 365,
    });
    const body = { ...read.json<Record<string, number>>(), security_log_days: 30 };
    const bad = await send('PUT', '/api/admin/settings/retention', { token: boss.token, body });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      security_log_days: ['Enter a whole number within the allowed bounds.'],
    });
    const good = await send('PUT', '/api/admin/settings/retention', {
      token: boss.token,
      body: { ...body, security_log_days: 400 },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<{ security_log_days: number }>().security_log_days).toBe(400);
    const logged = await t.database.db
      .selectFrom('security_events')
      .select(['details'])
      .where('event_type', '=', 'settings_changed')
      .where('user_id', '=', bossId)
      .execute();
    expect(logged).toEqual([
      {
        details: {
          section: 'retention',
          changes: { security_log_days: { from: 365, to: 400 } },
        },
      },
    ]);
    const cashier = await verifiedUser('retention-cashier');
    await makeRole(cashier.email, 'cashier');
    expect(
      (await send('GET', '/api/admin/settings/retention', { token: cashier.token })).statusCode,
    ).toBe(403);
    await clearRetention();
  });
});
