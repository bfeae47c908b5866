import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { findUserByEmail } from '../../src/modules/accounts/accounts.repository.js';
import { startSession } from '../../src/modules/accounts/start-session.js';
import { startStaffSession } from '../../src/modules/accounts/start-staff-session.js';
import { isMaintenanceOn, setMaintenance } from '../../src/modules/settings/maintenance.js';
import { hashToken } from '../../src/lib/secure-token.js';
import { systemClock } from '../../src/lib/clock.js';
import type { Actor } from './fuzz-requests.js';

/*
 * Who sends the fuzz suite's requests (fuzz-requests.ts's actors): the seeded demo accounts, each
 * with a live session (the staff among them also with a staff session, its cookie and CSRF token
 * sent as the web app sends them: decision 0056), or authorization headers that are not a
 * session; and the accounts put back as they were after a request changed them. The callers'
 * sessions are started here, between requests, never inside a fuzzed request: a refused request
 * must change nothing.
 */

/** The seeded demo accounts that stand for each role (README: demo accounts). */
export const accounts = {
  customer: { email: 'demo@example.com', roles: [] },
  cashier: { email: 'penztar@example.com', roles: ['box_office'] },
  admin: { email: 'admin@example.com', roles: ['administrator'] },
} as const satisfies Record<string, { email: string; roles: readonly string[] }>;
export type SignedInActor = keyof typeof accounts;

/** Authorization headers that are not a live session. */
const badAuthorizations = [
  `Bearer ${'A'.repeat(43)}`,
  'Bearer x',
  'Bearer ',
  `Bearer ${'x'.repeat(500)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer\u00e9',
  `Bearer ${'A'.repeat(20)}.${'B'.repeat(20)}`,
];

export interface Callers {
  /** Starts a session for every demo account. */
  signInAll(): Promise<void>;
  /**
   * Puts the callers back as they were: their roles, a live session each, maintenance off. Returns
   * whether anything had to be written (then the baseline digest is taken again).
   */
  restoreActors(): Promise<boolean>;
  /**
   * The credential headers of a request from `actor` (the index picks a bad one in turn): the
   * bearer token, and for staff also the staff session's cookie and CSRF token.
   */
  credentials(actor: Actor, index: number): Record<string, string>;
}

/** The callers of one run, on the app's database. */
export function createCallers(db: Db): Callers {
  const tokens = new Map<SignedInActor, string>();
  const staffTokens = new Map<SignedInActor, { token: string; csrf: string }>();
  const userIds = new Map<SignedInActor, number>();

  async function signIn(actor: SignedInActor): Promise<void> {
    const user = await findUserByEmail(db, accounts[actor].email);
    if (!user) throw new Error(`seeded user ${accounts[actor].email} missing`);
    userIds.set(actor, user.id);
    const session = await startSession(db, systemClock, user);
    tokens.set(actor, session.token);
    staffTokens.delete(actor);
    if (accounts[actor].roles.length > 0) await startStaff(actor);
  }

  async function startStaff(actor: SignedInActor): Promise<void> {
    const parent = await db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(tokens.get(actor) ?? ''))
      .executeTakeFirstOrThrow();
    const staff = await startStaffSession(db, {
      userId: userIds.get(actor) ?? 0,
      parentId: parent.id,
      now: new Date(),
      secondFactor: 'none',
    });
    staffTokens.set(actor, { token: staff.token, csrf: staff.csrfToken });
  }

  /** Whether the session of this token is revoked, past its end, or gone. */
  async function ended(token: string): Promise<boolean> {
    const session = await db
      .selectFrom('sessions')
      .select(['revoked_at', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return !session || session.revoked_at !== null || session.expires_at <= new Date();
  }

  async function restoreActors(): Promise<boolean> {
    let wrote = false;
    for (const actor of Object.keys(accounts) as SignedInActor[]) {
      const id = userIds.get(actor) ?? 0;
      const updated = await db
        .updateTable('users')
        .set({ roles: [...accounts[actor].roles] })
        .where('id', '=', id)
        .where(sql<boolean>`roles <> ${sql.val([...accounts[actor].roles])}::text[]`)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) wrote = true;
      if (await ended(tokens.get(actor) ?? '')) {
        await signIn(actor);
        wrote = true;
      } else if (
        accounts[actor].roles.length > 0 &&
        (await ended(staffTokens.get(actor)?.token ?? ''))
      ) {
        await startStaff(actor);
        wrote = true;
      }
    }
    if (await isMaintenanceOn(db)) {
      await setMaintenance(db, false);
      wrote = true;
    }
    return wrote;
  }

  function credentials(actor: Actor, index: number): Record<string, string> {
    if (actor === 'anonymous') return {};
    if (actor === 'bad-token') {
      return { authorization: badAuthorizations[index % badAuthorizations.length] ?? '' };
    }
    const staff = staffTokens.get(actor);
    return {
      authorization: `Bearer ${tokens.get(actor) ?? ''}`,
      ...(staff ? { cookie: `jegy_staff=${staff.token}`, 'x-csrf-token': staff.csrf } : {}),
    };
  }

  return {
    signInAll: async () => {
      for (const actor of Object.keys(accounts) as SignedInActor[]) await signIn(actor);
    },
    restoreActors,
    credentials,
  };
}
