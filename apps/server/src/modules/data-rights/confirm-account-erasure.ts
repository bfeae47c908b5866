import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import type { SecurityClient } from '../security-log/record-security-event.js';
import { erasePerson } from './erase-person.js';
import { consumeErasureToken } from './erasure.repository.js';

/**
 * POST /profile/delete/confirm (decision 0054): the e-mailed link's token (single use, 24 hours)
 * erases the account it was sent for; no session is needed, the link proves the mailbox. 422
 * `invalid_token` for an unknown, used or expired token. A refusal (an open order) leaves the
 * token unused: the same link works once the order is settled, while it lasts.
 */
export async function confirmAccountErasure(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
  client?: SecurityClient,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const owner = await consumeErasureToken(trx, { token_hash: hashToken(token), now });
    if (owner === undefined) throw new AppError('invalid_token');
    await erasePerson(trx, { userId: owner, by: 'link', actorId: owner, now, client });
  });
}
