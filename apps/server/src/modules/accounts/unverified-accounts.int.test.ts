import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { t, register, uniqueEmail, verifiedUser } from './accounts-test-kit.js';
import { pruneUnverifiedAccounts } from './prune-unverified-accounts.js';

// Retention (issue 23): a registration never confirmed is deleted 30 days after it was made, with
// its consent records, sessions, tokens and billing data; a confirmed account, one with an order,
// a staff account and a younger registration stay.

const days = (n: number) => n * 86_400_000;

async function userOf(email: string) {
  return t.database.db
    .selectFrom('users')
    .select(['id', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account as if registered `ageDays` ago. */
async function backdate(userId: number, ageDays: number): Promise<void> {
  await sql`update users set created_at = ${new Date(Date.now() - days(ageDays))}
             where id = ${userId}`.execute(t.database.db);
}

async function registered(label: string, ageDays: number): Promise<number> {
  const email = uniqueEmail(label);
  expect((await register(email)).status).toBe(201);
  const user = await userOf(email);
  if (!user) throw new Error('not registered');
  await backdate(user.id, ageDays);
  return user.id;
}

const exists = async (id: number) =>
  (await t.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

describe('unconfirmed registrations', () => {
  it('are deleted 30 days on, with what hangs on them; everything else stays', async () => {
    const old = await registered('unconfirmed-old', 31);
    await t.database.db
      .insertInto('consent_events')
      .values({
        user_id: old,
        consent: 'newsletter',
        granted: true,
        source: 'profile',
        text_version: 'newsletter-2026-11-28',
      })
      .execute();
    const young = await registered('unconfirmed-young', 29);
    const withOrder = await registered('unconfirmed-order', 40);
    // An order of theirs (an unpaid one will do: it is the shop's record).
    await t.database.db
      .insertInto('orders')
      .values({
        buyer_name: 'Rendelő Rudolf',
        buyer_email: uniqueEmail('unconfirmed-order-buyer'),
        language: 'hu',
        channel: 'online',
        status: 'expired',
        payment_status: 0,
        payment_method: 2,
        total: 0,
        expires_at: new Date(),
        user_id: withOrder,
        ticket_delivery: 'email',
      })
      .execute();
    const staff = await registered('unconfirmed-staff', 60);
    await t.database.db
      .updateTable('users')
      .set({ roles: ['box_office'] })
      .where('id', '=', staff)
      .execute();
    const confirmed = await verifiedUser('confirmed-old');
    const confirmedUser = await userOf(confirmed.email);
    await backdate(confirmedUser?.id ?? 0, 400);

    const deleted = await pruneUnverifiedAccounts(t.database.db, { now: () => new Date() });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    const consents = await t.database.db
      .selectFrom('consent_events')
      .select('id')
      .where('user_id', '=', old)
      .execute();
    expect(consents).toEqual([]);
    const tokens = await t.database.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', old)
      .execute();
    expect(tokens).toEqual([]);
    expect(await exists(young)).toBe(true);
    expect(await exists(withOrder)).toBe(true);
    expect(await exists(staff)).toBe(true);
    expect(await exists(confirmedUser?.id ?? 0)).toBe(true);

    // Once done, a second round finds nothing more.
    expect(await pruneUnverifiedAccounts(t.database.db, { now: () => new Date() })).toBe(0);
  });
});
