import type { Queryable } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { replaceRecoveryCodes } from './second-factor.repository.js';
import { secondFactorStateOf } from './second-factor-state.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/** The first factor's recovery codes: new ones, the hashes stored, the codes shown once. */
export async function issueFirstRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(recoveryCodeHash));
  return codes;
}

/**
 * POST /second-factor/recovery-codes (decision 0056, with the staff session): ten new recovery
 * codes replace the old ones, used or not; shown this once. Only with a factor enrolled.
 */
export async function regenerateRecoveryCodes(
  db: Queryable,
  user: { id: number; roles: readonly string[] },
  production: boolean,
): Promise<string[]> {
  const state = await secondFactorStateOf(db, user, production);
  if (!state.enrolled) throw new AppError('second_factor_not_allowed');
  const codes = await issueFirstRecoveryCodes(db, user.id);
  await recordSecurityEvent(db, { type: 'recovery_codes_regenerated', userId: user.id });
  return codes;
}
