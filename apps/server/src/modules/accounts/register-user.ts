import type { RegisterBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, refuseWeakPassword } from '../../lib/passwords.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { findUserByEmail, insertUser } from './accounts.repository.js';
import { rateLimits, type RequestContext } from './account-rules.js';
import { requireHuman } from './require-human.js';
import { sendAccountLink } from './send-account-link.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'botCheck'>;

const emailTaken = () => AppError.validation({ email: [{ key: 'validation.email_taken' }] });

/**
 * POST /register: an inactive account and a verification e-mail; the account can sign in once the
 * address is confirmed.
 */
export async function registerUser(
  deps: Deps,
  body: RegisterBody,
  context: RequestContext,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.registerIp, subject: ipSubject(context.ip) },
  ]);
  // After the limits: a flood never reaches the bot-check service.
  await requireHuman(deps.botCheck, body.captcha_token, 'register', context.ip);
  refuseWeakPassword(body.password, [body.name, body.email]);
  if (await findUserByEmail(deps.db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      name: body.name,
      email: body.email,
      password_hash: passwordHash,
      locale: context.locale,
      now: deps.clock.now(),
    });
    // Someone registered the same address in the meantime.
    if (id === undefined) throw emailTaken();
    await sendAccountLink(
      trx,
      deps,
      { id, name: body.name, email: body.email },
      'verify_email',
      context.locale,
      context.origin,
    );
  });
}
