import type { SetPasswordBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, refuseWeakPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/secure-token.js';
import { queueMail } from '../notifications/queue-mail.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import {
  consumeUserToken,
  findUsableToken,
  findUserById,
  markEmailVerified,
  retireUserTokens,
  revokeUserSessions,
  updatePasswordHash,
} from './accounts.repository.js';
import { rateLimits, type RequestContext } from './account-rules.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * POST /set-password: the forgotten-password reset. The token works once; the new password signs
 * out every session and the user gets a security notice by e-mail.
 */
export async function resetPassword(
  deps: Deps,
  body: SetPasswordBody,
  context: RequestContext,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.passwordResetIp, subject: ipSubject(context.ip) },
  ]);
  const tokenHash = hashToken(body.token);
  const invalid = () =>
    new AppError('invalid_token', {}, { token: [{ key: 'errors.invalid_token' }] });
  // A bogus token costs no password hashing.
  const usable = await findUsableToken(deps.db, {
    purpose: 'reset_password',
    token_hash: tokenHash,
    now: deps.clock.now(),
  });
  if (usable === undefined) throw invalid();
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const owner = await consumeUserToken(trx, {
      purpose: 'reset_password',
      token_hash: hashToken(body.token),
      now,
    });
    const user = owner === undefined ? undefined : await findUserById(trx, owner);
    if (!user)
      throw new AppError('invalid_token', {}, { token: [{ key: 'errors.invalid_token' }] });
    // Rolls back, so the link can be used again with a better password.
    refuseWeakPassword(body.password, [user.name, user.email]);
    // Links first: their row locks make a magic-link sign-in racing this reset wait, then fail,
    // so no session can start between the revocation below and the commit.
    await retireUserTokens(trx, user.id, 'reset_password', now);
    await retireUserTokens(trx, user.id, 'magic_link', now);
    await markEmailVerified(trx, user.id, now);
    await updatePasswordHash(trx, user.id, passwordHash, now);
    await revokeUserSessions(trx, user.id, now);
    await recordSecurityEvent(trx, {
      type: 'password_reset',
      userId: user.id,
      client: { ip: context.ip, userAgent: context.userAgent },
      details: { sessions_ended: 'all' },
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
