import type { PreferencesBody, User } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, updatePreferences } from './accounts.repository.js';
import { toUser } from './user-mapper.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** POST /profile/set-preferences: the newsletter and event-news consents (0/1). */
export async function setPreferences(
  deps: Deps,
  userId: number,
  body: PreferencesBody,
): Promise<User> {
  await updatePreferences(
    deps.db,
    userId,
    { newsletter: body.newsletter === 1, relevant_infos: body.relevant_infos === 1 },
    deps.clock.now(),
  );
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated');
  return toUser(user);
}
