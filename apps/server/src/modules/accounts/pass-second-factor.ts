import type { StaffSessionBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { resetRateLimit } from '../rate-limits/reset-rate-limit.js';
import type { SignedIn } from './authenticate-session.js';
import { rateLimits } from './account-rules.js';
import { recoveryCodeHash } from './recovery-codes.js';
import { isStaff } from '@theatre/contracts';
import { secondFactorStateOf } from './second-factor-state.js';
import { acceptTotpStep, lockTotp, spendRecoveryCode } from './second-factor.repository.js';
import { startStaffSession, type StartedStaffSession } from './start-staff-session.js';
import { decryptTotpSecret, totpStepOf } from '../../lib/totp-secret.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const invalidCode = () =>
  new AppError('second_factor_invalid', {}, { code: [{ key: 'errors.second_factor_invalid' }] });

/**
 * POST /second-factor/session (decision 0056): a staff member signed in with the bearer token
 * passes the second factor and gets the staff session. An authenticator-app code of now, the step
 * before or after, not older than or equal to the last accepted step (no replay); or an unused
 * recovery code, used up then; or, with no factor enrolled and none required by the role,
 * `none`. Ten tries per user in 15 minutes. Customers: 403 `forbidden`.
 */
export async function passSecondFactor(
  deps: Deps,
  signedIn: SignedIn,
  body: StaffSessionBody,
): Promise<StartedStaffSession> {
  const { user } = signedIn;
  if (!isStaff(user)) throw new AppError('forbidden');
  const production = deps.config.env === 'production';
  const state = await secondFactorStateOf(deps.db, user, production);
  if (body.method === 'none') {
    if (state.enrolled) throw new AppError('second_factor_not_allowed');
    if (state.required) throw new AppError('second_factor_enrolment_required');
    return startStaffSession(deps.db, {
      userId: user.id,
      parentId: signedIn.sessionId,
      now: deps.clock.now(),
      secondFactor: 'none',
    });
  }
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.secondFactorUser, subject: String(user.id) },
  ]);
  const started = await deps.db
    .transaction()
    .execute(async (trx) => {
      const now = deps.clock.now();
      if (body.method === 'totp') {
        const totp = await lockTotp(trx, user.id);
        if (!totp || totp.confirmed_at === null) throw invalidCode();
        const secret = decryptTotpSecret(deps.config.appSecret, totp.secret_encrypted);
        const step = totpStepOf(secret, body.code, now);
        if (step === null || (totp.last_step !== null && step <= totp.last_step)) {
          throw invalidCode();
        }
        await acceptTotpStep(trx, { userId: user.id, step, now, confirm: false });
      } else {
        const spent = await spendRecoveryCode(trx, {
          userId: user.id,
          hash: recoveryCodeHash(body.code),
          now,
        });
        if (!spent) throw invalidCode();
      }
      return startStaffSession(trx, {
        userId: user.id,
        parentId: signedIn.sessionId,
        now,
        secondFactor: body.method,
      });
    })
    .catch(async (error: unknown) => {
      // A wrong code is written outside the transaction its refusal rolls back.
      if (error instanceof AppError && error.code === 'second_factor_invalid') {
        await recordSecurityEvent(deps.db, {
          type: 'second_factor_failed',
          outcome: 'failure',
          userId: user.id,
          details: { method: body.method },
        });
      }
      throw error;
    });
  await resetRateLimit(deps.db, rateLimits.secondFactorUser, String(user.id));
  return started;
}
