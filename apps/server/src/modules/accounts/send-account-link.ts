import type { Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { queueMail } from '../notifications/queue-mail.js';
import { insertUserToken, retireUserTokens } from './accounts.repository.js';
import { lifetimes } from './account-rules.js';

export type LinkPurpose = 'verify_email' | 'magic_link' | 'reset_password' | 'erase_account';

const lifetimeOf: Record<LinkPurpose, number> = {
  verify_email: lifetimes.verifyEmail,
  magic_link: lifetimes.magicLink,
  reset_password: lifetimes.resetPassword,
  erase_account: lifetimes.eraseAccount,
};

function pathOf(purpose: LinkPurpose, userId: number, token: string): string {
  switch (purpose) {
    case 'verify_email':
      return `/verify-email/${userId}/${token}`;
    case 'magic_link':
      return `/magic-link?token=${token}`;
    case 'reset_password':
      return `/reset-password/${token}`;
    case 'erase_account':
      return `/erase-account?token=${token}`;
  }
}

/**
 * E-mails a one-time link: a new random token (only its hash is stored) that replaces any unused
 * one of the same purpose. Runs on the caller's transaction, so the token and the queued mail
 * commit together.
 */
export async function sendAccountLink(
  db: Db,
  deps: { clock: Clock; config: Config },
  user: { id: number; name: string; email: string },
  purpose: LinkPurpose,
  locale: Locale,
  /** The address the link names; the configured one when not given. */
  origin?: string,
): Promise<void> {
  const now = deps.clock.now();
  const token = newSecureToken();
  await retireUserTokens(db, user.id, purpose, now);
  await insertUserToken(db, {
    user_id: user.id,
    purpose,
    token_hash: hashToken(token),
    now,
    expires_at: new Date(now.getTime() + lifetimeOf[purpose]),
  });
  await queueMail(db, deps.config, {
    kind: purpose,
    to: user.email,
    name: user.name,
    locale,
    userId: user.id,
    path: pathOf(purpose, user.id, token),
    origin: origin ?? null,
  });
}
