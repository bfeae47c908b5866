import type { ChangePasswordBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../../lib/passwords.js';
import { queueMail } from '../notifications/queue-mail.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import {
  retireUserTokens,
  revokeUserSessions,
  updatePasswordHash,
  type UserRow,
} from './accounts.repository.js';
import { rateLimits } from './account-rules.js';
import type { SignedIn } from './authenticate-session.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * POST /profile/set-password: needs the current password (OWASP ASVS; an addition to the spec's
 * call). Every other session is signed out; this one stays.
 */
export async function changePassword(
  deps: Deps,
  signedIn: SignedIn,
  body: ChangePasswordBody,
  client?: SecurityClient,
): Promise<void> {
  const user: UserRow = signedIn.user;
  // Guessing the current password through a stolen session counts as guessing at the login.
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.loginEmail, subject: user.email },
  ]);
  if (!(await verifyPassword(user.password_hash, body.current_password))) {
    throw AppError.validation({ current_password: [{ key: 'validation.current_password' }] });
  }
  refuseWeakPassword(body.password, [user.name, user.email]);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await retireUserTokens(trx, user.id, 'reset_password', now);
    await retireUserTokens(trx, user.id, 'magic_link', now);
    await retireUserTokens(trx, user.id, 'verify_email', now);
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, user.id, now, signedIn.sessionId);
    await recordSecurityEvent(trx, {
      type: 'password_changed',
      userId: user.id,
      ...(client ? { client } : {}),
      details: { sessions_ended: 'all_others' },
    });
    await queueMail(trx, deps.config, {
      kind: 'password_changed',
      to: user.email,
      name: user.name,
      locale: user.locale === 'en' ? 'en' : 'hu',
      userId: user.id,
    });
  });
}
