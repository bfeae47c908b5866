import { isStaff, type DeleteAccountBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { rateLimits, type RequestContext } from '../accounts/account-rules.js';
import type { SignedIn } from '../accounts/authenticate-session.js';
import { sendAccountLink } from '../accounts/send-account-link.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { erasePerson } from './erase-person.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * POST /profile/delete (decision 0054). An account with a password is erased at once when the
 * current password is given (422 on `password` otherwise); an account without one (signed in by
 * e-mailed links) gets a link that confirms the erasure (POST /profile/delete/confirm). Guessing
 * the password counts against the sign-in limit of the address. Answers whether it was erased.
 */
export async function requestAccountErasure(
  deps: Deps,
  signedIn: SignedIn,
  body: DeleteAccountBody,
  context: RequestContext,
): Promise<'erased' | 'link_sent'> {
  const user = signedIn.user;
  // A staff account is never erased (409, as the erasure itself says): no link that cannot work.
  if (isStaff(user)) throw new AppError('account_erasure_staff');
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.loginEmail, subject: user.email },
  ]);
  if (user.password_hash === null) {
    await deps.db.transaction().execute(async (trx) => {
      await sendAccountLink(trx, deps, user, 'erase_account', context.locale, context.origin);
    });
    return 'link_sent';
  }
  const password = body.password ?? '';
  if (password === '') throw AppError.validation({ password: [{ key: 'validation.required' }] });
  if (!(await verifyPassword(user.password_hash, password))) {
    throw AppError.validation({ password: [{ key: 'validation.current_password' }] });
  }
  await deps.db.transaction().execute(async (trx) => {
    await erasePerson(trx, {
      userId: user.id,
      by: 'self',
      actorId: user.id,
      now: deps.clock.now(),
      client: { ip: context.ip, userAgent: context.userAgent },
    });
  });
  return 'erased';
}
