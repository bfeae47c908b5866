import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import type { SignedIn } from './authenticate-session.js';
import { rateLimits } from './account-rules.js';
import { issueFirstRecoveryCodes } from './regenerate-recovery-codes.js';
import { secondFactorStateOf } from './second-factor-state.js';
import { acceptTotpStep, lockTotp } from './second-factor.repository.js';
import { startStaffSession, type StartedStaffSession } from './start-staff-session.js';
import { decryptTotpSecret, totpStepOf } from '../../lib/totp-secret.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/**
 * POST /second-factor/totp/confirm (decision 0056): the first code of the new authenticator app
 * confirms it. The code is a passed second factor too: the staff session starts. The first factor
 * of the account comes with ten recovery codes, shown this once.
 */
export async function confirmTotpEnrolment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  signedIn: SignedIn,
  code: string,
): Promise<StartedStaffSession & { recoveryCodes: string[] }> {
  const { user } = signedIn;
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.secondFactorUser, subject: String(user.id) },
  ]);
  const production = deps.config.env === 'production';
  const before = await secondFactorStateOf(deps.db, user, production);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const totp = await lockTotp(trx, user.id);
    if (!totp || totp.confirmed_at !== null) throw new AppError('second_factor_not_allowed');
    const secret = decryptTotpSecret(deps.config.appSecret, totp.secret_encrypted);
    const step = totpStepOf(secret, code, now);
    if (step === null) {
      throw new AppError(
        'second_factor_invalid',
        {},
        { code: [{ key: 'errors.second_factor_invalid' }] },
      );
    }
    await acceptTotpStep(trx, { userId: user.id, step, now, confirm: true });
    await recordAudit(trx, {
      action: 'user.second_factor_added',
      entity: 'user',
      entityId: String(user.id),
      actorId: user.id,
      data: { factor: 'totp' },
    });
    await recordSecurityEvent(trx, {
      type: 'second_factor_added',
      userId: user.id,
      details: { factor: 'totp' },
    });
    const recoveryCodes = before.enrolled ? [] : await issueFirstRecoveryCodes(trx, user.id);
    const started = await startStaffSession(trx, {
      userId: user.id,
      parentId: signedIn.sessionId,
      now,
      secondFactor: 'totp',
    });
    return { ...started, recoveryCodes };
  });
}
