import type { EmailBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { rateLimits, type RequestContext } from './account-rules.js';
import { requestAccountLink } from './request-account-link.js';
import { requireHuman } from './require-human.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'botCheck'>;

/** POST /reset-password (forgotten password): e-mails a reset link; the same answer for any address. */
export async function requestPasswordReset(
  deps: Deps,
  body: EmailBody,
  context: RequestContext,
): Promise<void> {
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.mailEmail, subject: body.email },
    { rule: rateLimits.mailIp, subject: ipSubject(context.ip) },
  ]);
  // After the limits: a flood never reaches the bot-check service.
  await requireHuman(deps.botCheck, body.captcha_token, 'reset_password', context.ip);
  await requestAccountLink(deps.db, deps.clock, {
    email: body.email,
    purpose: 'reset_password',
    locale: context.locale,
    ...(context.origin === undefined ? {} : { origin: context.origin }),
  });
}
