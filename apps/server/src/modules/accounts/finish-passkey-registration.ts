import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyRegisterBody } from '@theatre/contracts';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { SignedIn } from './authenticate-session.js';
import type { PasskeyPlace } from './passkey-ceremony.js';
import { issueFirstRecoveryCodes } from './regenerate-recovery-codes.js';
import { secondFactorStateOf } from './second-factor-state.js';
import { findPasskey, insertPasskey, takeChallenge } from './second-factor.repository.js';
import { startStaffSession, type StartedStaffSession } from './start-staff-session.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/**
 * POST /second-factor/passkeys (decision 0056): verifies the new passkey against the pending
 * challenge, the request's host as RP ID and the page's origin, and stores it with its name. The
 * registration is a passed second factor: the staff session starts. The account's first factor
 * comes with ten recovery codes, shown this once. A failed check: 422 `passkey_invalid`.
 */
export async function finishPasskeyRegistration(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  signedIn: SignedIn,
  place: PasskeyPlace,
  body: PasskeyRegisterBody,
): Promise<StartedStaffSession & { recoveryCodes: string[] }> {
  const now = deps.clock.now();
  const challenge = await takeChallenge(deps.db, {
    sessionId: signedIn.sessionId,
    purpose: 'register',
    now,
  });
  if (!challenge) throw new AppError('passkey_invalid');
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: place.origin,
      expectedRPID: place.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError('passkey_invalid');
  }
  if (!verification.verified) throw new AppError('passkey_invalid');
  const { credential } = verification.registrationInfo;
  if (await findPasskey(deps.db, credential.id)) throw new AppError('passkey_invalid');
  const production = deps.config.env === 'production';
  const before = await secondFactorStateOf(deps.db, signedIn.user, production);
  return deps.db.transaction().execute(async (trx) => {
    await insertPasskey(trx, {
      userId: signedIn.user.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name,
    });
    await recordAudit(trx, {
      action: 'user.second_factor_added',
      entity: 'user',
      entityId: String(signedIn.user.id),
      actorId: signedIn.user.id,
      data: { factor: 'passkey' },
    });
    await recordSecurityEvent(trx, {
      type: 'second_factor_added',
      userId: signedIn.user.id,
      details: { factor: 'passkey' },
    });
    const recoveryCodes = before.enrolled
      ? []
      : await issueFirstRecoveryCodes(trx, signedIn.user.id);
    const started = await startStaffSession(trx, {
      userId: signedIn.user.id,
      parentId: signedIn.sessionId,
      now,
      secondFactor: 'passkey',
    });
    return { ...started, recoveryCodes };
  });
}
