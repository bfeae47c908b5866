import type { Queryable } from '../../db/database.js';
import { findSessionSettings } from './sessions.repository.js';
import { secondFactorRequiredFor } from './second-factor-policy.js';
import { findTotp, listPasskeys } from './second-factor.repository.js';

/** What a user has enrolled, and whether their role must pass a second factor (decision 0056). */
export async function secondFactorStateOf(
  db: Queryable,
  user: { id: number; roles: readonly string[] },
  production: boolean,
) {
  const [totp, passkeys, stored] = await Promise.all([
    findTotp(db, user.id),
    listPasskeys(db, user.id),
    findSessionSettings(db),
  ]);
  const totpConfirmed = totp?.confirmed_at != null;
  return {
    required: secondFactorRequiredFor(user, { stored, production }),
    totp: totpConfirmed,
    passkeys,
    enrolled: totpConfirmed || passkeys.length > 0,
  };
}
