import type { PreferencesBody, User } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordConsentChanges } from '../data-rights/record-consents.js';
import { findUserById, updatePreferences } from './accounts.repository.js';
import { toUser } from './user-mapper.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * POST /profile/set-preferences: the newsletter and event-news consents (0/1). Each grant and
 * withdrawal is recorded with its time and the consent text's version (decision 0054), in the
 * transaction that changes it.
 */
export async function setPreferences(
  deps: Deps,
  userId: number,
  body: PreferencesBody,
): Promise<User> {
  const after = { newsletter: body.newsletter === 1, relevant_infos: body.relevant_infos === 1 };
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['newsletter', 'relevant_infos'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('unauthenticated');
    const now = deps.clock.now();
    await updatePreferences(trx, userId, after, now);
    await recordConsentChanges(trx, { userId, before, after, source: 'profile', now });
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated');
  return toUser(user);
}
