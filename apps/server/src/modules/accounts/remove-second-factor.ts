import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { secondFactorStateOf } from './second-factor-state.js';
import { deletePasskey, deleteTotp, replaceRecoveryCodes } from './second-factor.repository.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/**
 * DELETE /second-factor/totp and /second-factor/passkeys/:id (decision 0056, with the staff
 * session): removes the factor. The last one cannot go while the role requires a second factor
 * (409 `last_factor_mandatory`); with the last one go the recovery codes. Audited.
 */
export async function removeSecondFactor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: { id: number; roles: readonly string[] },
  factor: { kind: 'totp' } | { kind: 'passkey'; id: number },
): Promise<void> {
  const production = deps.config.env === 'production';
  await deps.db.transaction().execute(async (trx) => {
    const state = await secondFactorStateOf(trx, user, production);
    const owned =
      factor.kind === 'totp' ? state.totp : state.passkeys.some((key) => key.id === factor.id);
    if (!owned) throw new AppError(factor.kind === 'totp' ? 'not_found' : 'passkey_not_found');
    const left = (state.totp ? 1 : 0) + state.passkeys.length - 1;
    if (left === 0 && state.required) throw new AppError('last_factor_mandatory');
    if (factor.kind === 'totp') await deleteTotp(trx, user.id);
    else await deletePasskey(trx, user.id, factor.id);
    if (left === 0) await replaceRecoveryCodes(trx, user.id, []);
    await recordAudit(trx, {
      action: 'user.second_factor_removed',
      entity: 'user',
      entityId: String(user.id),
      actorId: user.id,
      data: { factor: factor.kind },
    });
    await recordSecurityEvent(trx, {
      type: 'second_factor_removed',
      userId: user.id,
      details: { factor: factor.kind },
    });
  });
}
