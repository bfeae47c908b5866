import type { SecondFactorStatus } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { countRecoveryCodesLeft } from './second-factor.repository.js';
import { isStaff } from '@theatre/contracts';
import { secondFactorStateOf } from './second-factor-state.js';

/**
 * GET /second-factor (decision 0056): the user's factors (passkeys by name, creation and last
 * use; whether an authenticator app is set; how many recovery codes are left), whether their role
 * requires one, and whether this browser has a live staff session, with its CSRF token.
 */
export async function getSecondFactorStatus(
  db: Db,
  user: { id: number; roles: readonly string[] },
  production: boolean,
  staffSession: { csrfToken: string } | null,
): Promise<SecondFactorStatus> {
  const [state, left] = await Promise.all([
    secondFactorStateOf(db, user, production),
    countRecoveryCodesLeft(db, user.id),
  ]);
  return {
    staff: isStaff(user),
    required: state.required,
    totp: state.totp,
    passkeys: state.passkeys.map((key) => ({
      id: key.id,
      name: key.name,
      created_at: key.created_at.toISOString(),
      last_used_at: key.last_used_at?.toISOString() ?? null,
    })),
    recovery_codes_left: left,
    staff_session: staffSession !== null,
    csrf_token: staffSession?.csrfToken ?? null,
  };
}
