import type { EmailBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { findUserByEmail } from './accounts.repository.js';
import { rateLimits, type RequestContext } from './account-rules.js';
import { requireHuman } from './require-human.js';
import { sendAccountLink } from './send-account-link.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'botCheck'>;

/** POST /send-magic-link: a one-time sign-in link valid 10 minutes; the same answer for any address. */
export async function sendMagicLink(
  deps: Deps,
  body: EmailBody,
  context: RequestContext,
): Promise<void> {
  await requireHuman(deps.botCheck, body.captcha_token, 'magic_link', context.ip);
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.mailEmail, subject: body.email },
    { rule: rateLimits.mailIp, subject: context.ip },
  ]);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return;
  await deps.db.transaction().execute(async (trx) => {
    await sendAccountLink(trx, deps, user, 'magic_link', context.locale);
  });
}
