import { isLocale } from '@theatre/i18n';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { rateLimits } from './account-rules.js';
import { findUserById } from './accounts.repository.js';
import { sendAccountLink } from './send-account-link.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The back office sends an unconfirmed account its confirmation e-mail again: a new link (the old
 * one stops working), in the account's language, the same e-mail the visitor's own "send it
 * again" gives. A confirmed address gets none (409 `email_already_verified`). The per-address
 * limit of the visitor's form applies too, so no inbox is flooded from either side. Audited as
 * `user.verification_sent` with the staff member; answers the address it goes to.
 */
export async function resendUserVerification(
  deps: Deps,
  input: { userId: number; actorId: number },
): Promise<{ email: string }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('user_not_found');
  if (user.email_verified_at !== null) throw new AppError('email_already_verified');
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.mailEmail, subject: user.email },
  ]);
  await deps.db.transaction().execute(async (trx) => {
    await sendAccountLink(
      trx,
      deps,
      user,
      'verify_email',
      isLocale(user.locale) ? user.locale : 'hu',
    );
    await recordAudit(trx, {
      action: 'user.verification_sent',
      entity: 'user',
      entityId: user.id,
      actorId: input.actorId,
      data: {},
    });
  });
  return { email: user.email };
}
