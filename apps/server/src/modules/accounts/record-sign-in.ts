import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';

type SignInType = 'sign_in_password' | 'sign_in_magic_link' | 'sign_in_email_link';

/** Why a sign-in failed, as the security log records it (never the password or the token). */
export type SignInFailure =
  'unknown_email' | 'wrong_password' | 'unverified' | 'locked' | 'invalid_token';

/** A sign-in that succeeded: in the transaction that started the session, when there is one. */
export function recordSignIn(
  db: Queryable,
  type: SignInType,
  userId: number,
  client: SecurityClient,
): Promise<void> {
  return recordSecurityEvent(db, { type, userId, client });
}

/** A sign-in that failed: outside the transaction the failure rolls back. */
export function recordSignInFailure(
  db: Queryable,
  type: SignInType,
  failure: { reason: SignInFailure; userId?: number | null; email?: string | null },
  client: SecurityClient,
): Promise<void> {
  return recordSecurityEvent(db, {
    type,
    outcome: 'failure',
    userId: failure.userId ?? null,
    email: failure.email ?? null,
    client,
    details: { reason: failure.reason },
  });
}

/**
 * Runs a link sign-in (magic link, confirmation link); a refusal for a bad link or a locked
 * account is recorded as a failure after its transaction rolled back, then rethrown.
 */
export async function loggedLinkSignIn<T>(
  db: Queryable,
  type: SignInType,
  client: SecurityClient,
  signIn: (seen: { userId: number | null }) => Promise<T>,
): Promise<T> {
  const seen: { userId: number | null } = { userId: null };
  try {
    return await signIn(seen);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'invalid_token' || error.code === 'account_locked')
    ) {
      const reason = error.code === 'account_locked' ? 'locked' : 'invalid_token';
      await recordSignInFailure(db, type, { reason, userId: seen.userId }, client);
    }
    throw error;
  }
}
