import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { findUserByEmail } from '../../src/modules/accounts/accounts.repository.js';
import { startSession } from '../../src/modules/accounts/start-session.js';
import { isMaintenanceOn, setMaintenance } from '../../src/modules/settings/maintenance.js';
import { hashToken } from '../../src/lib/secure-token.js';
import { systemClock } from '../../src/lib/clock.js';
import type { Actor } from './fuzz-requests.js';

/*
 * Who sends the fuzz suite's requests (fuzz-requests.ts's actors): the seeded demo accounts, each
 * with a live session, or authorization headers that are not a session; and the accounts put back
 * as they were after a request changed them.
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
  /** The authorization header of a request from `actor` (the index picks a bad one in turn). */
  authorization(actor: Actor, index: number): string | undefined;
}

/** The callers of one run, on the app's database. */
export function createCallers(db: Db): Callers {
  const tokens = new Map<SignedInActor, string>();
  const userIds = new Map<SignedInActor, number>();

  async function signIn(actor: SignedInActor): Promise<void> {
    const user = await findUserByEmail(db, accounts[actor].email);
    if (!user) throw new Error(`seeded user ${accounts[actor].email} missing`);
    userIds.set(actor, user.id);
    const session = await startSession(db, systemClock, user);
    tokens.set(actor, session.token);
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
      const session = await db
        .selectFrom('sessions')
        .select(['revoked_at', 'expires_at'])
        .where('token_hash', '=', hashToken(tokens.get(actor) ?? ''))
        .executeTakeFirst();
      if (!session || session.revoked_at !== null || session.expires_at <= new Date()) {
        await signIn(actor);
        wrote = true;
      }
    }
    if (await isMaintenanceOn(db)) {
      await setMaintenance(db, false);
      wrote = true;
    }
    return wrote;
  }

  function authorization(actor: Actor, index: number): string | undefined {
    if (actor === 'anonymous') return undefined;
    if (actor === 'bad-token') return badAuthorizations[index % badAuthorizations.length];
    return `Bearer ${tokens.get(actor) ?? ''}`;
  }

  return {
    signInAll: async () => {
      for (const actor of Object.keys(accounts) as SignedInActor[]) await signIn(actor);
    },
    restoreActors,
    authorization,
  };
}
