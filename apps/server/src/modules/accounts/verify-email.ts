import type { SessionReply } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import { consumeUserToken, findUserById, markEmailVerified } from './accounts.repository.js';
import { loggedLinkSignIn, recordSignIn } from './record-sign-in.js';
import { startSession, type SessionClient } from './start-session.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * GET /verify-email/{user_id}/{confirm_token}: activates the account and signs the user in (the
 * link proves the address, as a magic link does). The token works once, until it expires.
 */
export async function verifyEmail(
  deps: Deps,
  userId: number,
  token: string,
  client: SessionClient = {},
): Promise<SessionReply> {
  return loggedLinkSignIn(deps.db, 'sign_in_email_link', client, (seen) =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const owner = await consumeUserToken(trx, {
        purpose: 'verify_email',
        token_hash: hashToken(token),
        now,
        user_id: userId,
      });
      if (owner === undefined) throw new AppError('invalid_token');
      // Only the first confirmation signs in; confirming retires every other verification link.
      if (!(await markEmailVerified(trx, owner, now))) throw new AppError('invalid_token');
      seen.userId = owner;
      const user = await findUserById(trx, owner);
      if (!user) throw new AppError('invalid_token');
      const session = await startSession(trx, deps.clock, user, client);
      await recordSignIn(trx, 'sign_in_email_link', user.id, client);
      return session;
    }),
  );
}
