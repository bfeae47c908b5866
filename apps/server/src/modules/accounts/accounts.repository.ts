import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export const userColumns = [
  'id',
  'name',
  'email',
  'password_hash',
  'roles',
  'vip',
  'newsletter',
  'relevant_infos',
  'locale',
  'email_verified_at',
  'locked_at',
] as const;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * Locks every administrator's row, in id order, for the rest of the transaction; answers their
 * ids. Role changes take this first, so two of them at once run one after the other (never in a
 * deadlock), and the count of administrators they check is the one that stands.
 */
export async function lockAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`'administrator' = any(roles)`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** A user's row by id or e-mail address (case-insensitive), locked for the transaction. */
export function lockUser(db: Db, who: { id: number } | { email: string }) {
  const query = db.selectFrom('users').select(['id', 'name', 'email', 'roles', 'vip']);
  return (
    'id' in who
      ? query.where('id', '=', who.id)
      : query.where(sql`lower(email)`, '=', who.email.toLowerCase())
  )
    .forUpdate()
    .executeTakeFirst();
}

export async function updateUserRoles(db: Db, userId: number, roles: readonly string[], now: Date) {
  await db
    .updateTable('users')
    .set({ roles: [...roles], updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserVip(db: Db, userId: number, vip: boolean, now: Date) {
  await db.updateTable('users').set({ vip, updated_at: now }).where('id', '=', userId).execute();
}

/** Inserts a user unless the address is taken (case-insensitive); undefined when taken. */
export async function insertUser(
  db: Db,
  user: { name: string; email: string; password_hash: string; locale: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email,
      password_hash: user.password_hash,
      locale: user.locale,
      terms_accepted_at: user.now,
      password_changed_at: user.now,
      created_at: user.now,
      updated_at: user.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Confirms the address; answers whether it was unconfirmed until now. Any verification link
 * still out there stops working, so an old link can never become a sign-in link.
 */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  await retireUserTokens(db, userId, 'verify_email', now);
  return changed !== undefined;
}

/** Removes the password: the account signs in by magic link until a new one is set. */
export async function clearPassword(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: null, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: { newsletter: boolean; relevant_infos: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...preferences, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function updateLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale })
    .where('id', '=', userId)
    .where('locale', '<>', locale)
    .execute();
}

// Sessions (bearer tokens)

export async function insertSession(
  db: Db,
  session: {
    user_id: number;
    token_hash: string;
    now: Date;
    expires_at: Date;
    user_agent: string | null;
    ip_address: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.user_id,
      token_hash: session.token_hash,
      created_at: session.now,
      last_used_at: session.now,
      last_active_at: session.now,
      expires_at: session.expires_at,
      user_agent: session.user_agent,
      ip_address: session.ip_address,
    })
    .execute();
}

/**
 * A session by its token's hash, with its user and the staff idle limit setting, in one query
 * (every signed-in request runs it).
 */
export function findSessionWithUser(db: Db, tokenHash: string) {
  return (
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('settings as st', (join) => join.on('st.key', '=', 'sessions'))
      .select([
        's.id as session_id',
        's.created_at as session_created_at',
        's.expires_at',
        's.revoked_at',
        's.last_used_at',
        's.last_active_at',
        'st.value as session_settings',
        'u.erased_at',
        ...userColumns.map((column) => `u.${column}` as const),
      ])
      .where('s.token_hash', '=', tokenHash)
      // A staff session's token is the back office's cookie, never a bearer token (0056).
      .where('s.kind', '=', 'bearer')
      .executeTakeFirst()
  );
}

/** The session's last use, and the user's own last request when it was one (0055). */
export async function touchSession(
  db: Db,
  sessionId: number,
  now: Date,
  active: boolean,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set(active ? { last_used_at: now, last_active_at: now } : { last_used_at: now })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except the one given (the caller's own). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}

// One-time tokens sent by e-mail

export async function insertUserToken(
  db: Db,
  token: { user_id: number; purpose: string; token_hash: string; now: Date; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({
      user_id: token.user_id,
      purpose: token.purpose,
      token_hash: token.token_hash,
      created_at: token.now,
      expires_at: token.expires_at,
    })
    .execute();
}

/** The user of a one-time token that is unused and unexpired (it is not used up by this). */
export async function findUsableToken(
  db: Db,
  token: { purpose: string; token_hash: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_tokens')
    .select('user_id')
    .where('token_hash', '=', token.token_hash)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', token.now)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Uses a one-time token: marks it used in the same statement that checks it is unused and
 * unexpired, so two requests with one token cannot both succeed. Returns its user.
 */
export async function consumeUserToken(
  db: Db,
  token: { purpose: string; token_hash: string; now: Date; user_id?: number },
): Promise<number | undefined> {
  let query = db
    .updateTable('user_tokens')
    .set({ used_at: token.now })
    .where('token_hash', '=', token.token_hash)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', token.now);
  if (token.user_id !== undefined) query = query.where('user_id', '=', token.user_id);
  const row = await query.returning('user_id').executeTakeFirst();
  return row?.user_id;
}

/** Retires a user's unused tokens of one purpose (a newer link replaces them). */
export async function retireUserTokens(
  db: Db,
  userId: number,
  purpose: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

// Billing data

export function findBillingData(db: Db, userId: number) {
  return db
    .selectFrom('billing_data')
    .select([
      'is_company',
      'tax_number',
      'name',
      'country',
      'zip',
      'city',
      'street_name',
      'public_place_category',
      'house_number',
      'building',
      'stairway',
      'floor',
      'door',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertBillingData(
  db: Db,
  userId: number,
  data: {
    is_company: boolean;
    tax_number: string | null;
    name: string;
    country: string;
    zip: string;
    city: string;
    street_name: string;
    public_place_category: string;
    house_number: string;
    building: string | null;
    stairway: string | null;
    floor: string | null;
    door: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('billing_data')
    .values({ user_id: userId, ...data, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...data, updated_at: now }))
    .execute();
}

/**
 * Housekeeping: sessions and one-time tokens that ended before the given time; also a session
 * idle since before `idleBefore` (past the longest idle limit of any role), which nobody presented
 * again to have it revoked.
 */
export async function deleteEndedSessionsAndTokens(
  db: Db,
  before: Date,
  idleBefore: Date,
): Promise<number> {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', before),
        eb('revoked_at', '<', before),
        eb('last_active_at', '<', idleBefore),
      ]),
    )
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom('user_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(tokens.numDeletedRows);
}
