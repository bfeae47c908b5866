import type { Db, Queryable } from '../../db/database.js';
import { userColumns } from './accounts.repository.js';

/** Staff sessions and second factors (decision 0056; SQL only). */

/** A staff session by its token's hash, with its bearer session and its user. */
export function findStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('sessions as p', 'p.id', 's.parent_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('settings as st', (join) => join.on('st.key', '=', 'sessions'))
    .select([
      's.id as session_id',
      's.parent_id',
      's.created_at as session_created_at',
      's.expires_at',
      's.revoked_at',
      's.last_used_at',
      's.last_active_at',
      'p.revoked_at as parent_revoked_at',
      'p.expires_at as parent_expires_at',
      'st.value as session_settings',
      'u.erased_at',
      ...userColumns.map((column) => `u.${column}` as const),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.kind', '=', 'staff')
    .executeTakeFirst();
}

export async function insertStaffSession(
  db: Queryable,
  input: {
    userId: number;
    parentId: number;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    secondFactor: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      last_used_at: input.now,
      last_active_at: input.now,
      expires_at: input.expiresAt,
      kind: 'staff',
      parent_id: input.parentId,
      second_factor: input.secondFactor,
    })
    .execute();
}

/** Ends the staff sessions started with a bearer session. */
export async function revokeStaffSessionsOf(db: Queryable, parentId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('parent_id', '=', parentId)
    .where('revoked_at', 'is', null)
    .execute();
}

// Authenticator app

export function findTotp(db: Queryable, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The confirmed authenticator app's row, locked for the check of a code. */
export function lockTotp(db: Queryable, userId: number) {
  return db
    .selectFrom('user_totp')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new secret waiting for its first code; replaces an unconfirmed one, never a confirmed one. */
export async function savePendingTotp(db: Queryable, userId: number, encrypted: string) {
  const result = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_encrypted: encrypted })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_encrypted: encrypted, last_step: null })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function acceptTotpStep(
  db: Queryable,
  input: { userId: number; step: number; now: Date; confirm: boolean },
) {
  await db
    .updateTable('user_totp')
    .set({
      last_step: input.step,
      ...(input.confirm ? { confirmed_at: input.now } : {}),
    })
    .where('user_id', '=', input.userId)
    .execute();
}

export async function deleteTotp(db: Queryable, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('user_totp').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// Recovery codes

export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[]) {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused code used; false when there is no such unused code. */
export async function spendRecoveryCode(
  db: Queryable,
  input: { userId: number; hash: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: input.now })
    .where('user_id', '=', input.userId)
    .where('code_hash', '=', input.hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

// Passkeys

const transportsOf = <T extends { transports: string }>(row: T) => ({
  ...row,
  transports: row.transports === '' ? [] : row.transports.split(','),
});

export async function listPasskeys(db: Queryable, userId: number) {
  const rows = await db
    .selectFrom('user_passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(transportsOf);
}

export async function findPasskey(db: Queryable, credentialId: string) {
  const row = await db
    .selectFrom('user_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row ? transportsOf(row) : undefined;
}

export async function insertPasskey(
  db: Queryable,
  input: {
    userId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
) {
  await db
    .insertInto('user_passkeys')
    .values({
      user_id: input.userId,
      credential_id: input.credentialId,
      public_key: Buffer.from(input.publicKey),
      counter: input.counter,
      transports: input.transports.join(','),
      name: input.name,
    })
    .execute();
}

export async function markPasskeyUsed(db: Queryable, id: number, counter: number, now: Date) {
  await db
    .updateTable('user_passkeys')
    .set({ counter, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deletePasskey(db: Queryable, userId: number, id: number) {
  const result = await db
    .deleteFrom('user_passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// WebAuthn challenges

export async function saveChallenge(
  db: Queryable,
  input: { sessionId: number; purpose: string; challenge: string; expiresAt: Date },
) {
  await db
    .insertInto('second_factor_challenges')
    .values({
      session_id: input.sessionId,
      purpose: input.purpose,
      challenge: input.challenge,
      expires_at: input.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['session_id', 'purpose'])
        .doUpdateSet({ challenge: input.challenge, expires_at: input.expiresAt }),
    )
    .execute();
}

/** Takes the pending challenge (once): null when there is none still valid. */
export async function takeChallenge(
  db: Queryable,
  input: { sessionId: number; purpose: string; now: Date },
): Promise<string | null> {
  const row = await db
    .deleteFrom('second_factor_challenges')
    .where('session_id', '=', input.sessionId)
    .where('purpose', '=', input.purpose)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at.getTime() > input.now.getTime() ? row.challenge : null;
}
