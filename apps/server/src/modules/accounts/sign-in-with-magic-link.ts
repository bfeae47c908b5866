import type { SessionReply } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import {
  clearPassword,
  consumeUserToken,
  findUserById,
  markEmailVerified,
  revokeUserSessions,
} from './accounts.repository.js';
import { loggedLinkSignIn, recordSignIn } from './record-sign-in.js';
import { startSession, type SessionClient } from './start-session.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * POST /magic-link/login: the one-time link's token signs the user in. Following the link proves the
 * address, so an unconfirmed account becomes confirmed.
 */
export async function signInWithMagicLink(
  deps: Deps,
  token: string,
  client: SessionClient = {},
): Promise<SessionReply> {
  return loggedLinkSignIn(deps.db, 'sign_in_magic_link', client, (seen) =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const owner = await consumeUserToken(trx, {
        purpose: 'magic_link',
        token_hash: hashToken(token),
        now,
      });
      if (owner === undefined) throw new AppError('invalid_token');
      // An unconfirmed account may have been registered by someone else with this address: the
      // owner has now proved the address, so the password chosen at registration stops working
      // (the owner sets their own with "forgotten password").
      if (await markEmailVerified(trx, owner, now)) {
        await clearPassword(trx, owner, now);
        await revokeUserSessions(trx, owner, now);
      }
      seen.userId = owner;
      const user = await findUserById(trx, owner);
      if (!user) throw new AppError('invalid_token');
      const session = await startSession(trx, deps.clock, user, client);
      await recordSignIn(trx, 'sign_in_magic_link', user.id, client);
      return session;
    }),
  );
}
