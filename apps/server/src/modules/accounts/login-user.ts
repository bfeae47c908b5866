import type { LoginBody, SessionReply } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { resetRateLimit } from '../rate-limits/reset-rate-limit.js';
import { findUserByEmail, updateLocale } from './accounts.repository.js';
import { rateLimits, type RequestContext } from './account-rules.js';
import { recordSignIn, recordSignInFailure, type SignInFailure } from './record-sign-in.js';
import { requireHuman } from './require-human.js';
import { startSession } from './start-session.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'botCheck'>;

/**
 * POST /login. Wrong credentials give one answer (a 422 on the e-mail field) whether or not the
 * address exists, after the same password-hashing work.
 */
export async function loginUser(
  deps: Deps,
  body: LoginBody,
  context: RequestContext,
): Promise<SessionReply> {
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.loginEmail, subject: body.email },
    { rule: rateLimits.loginIp, subject: ipSubject(context.ip) },
  ]);
  // After the limits: a flood never reaches the bot-check service.
  await requireHuman(deps.botCheck, body.captcha_token, 'login', context.ip);
  const user = await findUserByEmail(deps.db, body.email);
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  const client = { userAgent: context.userAgent, ip: context.ip };
  const failed = (reason: SignInFailure) =>
    recordSignInFailure(
      deps.db,
      'sign_in_password',
      { reason, userId: user?.id ?? null, email: body.email },
      client,
    );
  if (!user || !valid) {
    await failed(user ? 'wrong_password' : 'unknown_email');
    throw AppError.validation({ email: [{ key: 'validation.credentials' }] });
  }
  if (user.email_verified_at === null) {
    await failed('unverified');
    throw new AppError('email_not_verified', {}, { email: [{ key: 'errors.email_not_verified' }] });
  }
  if (user.locked_at !== null) await failed('locked');
  await resetRateLimit(deps.db, rateLimits.loginEmail, body.email);
  await updateLocale(deps.db, user.id, context.locale);
  const session = await startSession(deps.db, deps.clock, user, client);
  await recordSignIn(deps.db, 'sign_in_password', user.id, client);
  return session;
}
