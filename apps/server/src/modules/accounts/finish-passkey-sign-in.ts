import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import type { SignedIn } from './authenticate-session.js';
import { rateLimits } from './account-rules.js';
import type { PasskeyPlace } from './passkey-ceremony.js';
import { isStaff } from '@theatre/contracts';
import { findPasskey, markPasskeyUsed, takeChallenge } from './second-factor.repository.js';
import { startStaffSession, type StartedStaffSession } from './start-staff-session.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';

/**
 * POST /second-factor/passkey/session (decision 0056): verifies the assertion of one of the
 * user's own passkeys against the pending challenge, the RP ID and the origin, moves its counter
 * and last use, and starts the staff session. Anything wrong: 422 `passkey_invalid`.
 */
export async function finishPasskeySignIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  signedIn: SignedIn,
  place: PasskeyPlace,
  response: Record<string, unknown>,
): Promise<StartedStaffSession> {
  if (!isStaff(signedIn.user)) throw new AppError('forbidden');
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.secondFactorUser, subject: String(signedIn.user.id) },
  ]);
  const now = deps.clock.now();
  const challenge = await takeChallenge(deps.db, {
    sessionId: signedIn.sessionId,
    purpose: 'authenticate',
    now,
  });
  const id = typeof response['id'] === 'string' ? response['id'] : '';
  const key = id ? await findPasskey(deps.db, id) : undefined;
  if (!challenge || !key || key.user_id !== signedIn.user.id) {
    throw new AppError('passkey_invalid');
  }
  const failed = async () => {
    await recordSecurityEvent(deps.db, {
      type: 'second_factor_failed',
      outcome: 'failure',
      userId: signedIn.user.id,
      details: { method: 'passkey' },
    });
    return new AppError('passkey_invalid');
  };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: place.origin,
      expectedRPID: place.rpId,
      credential: {
        id: key.credential_id,
        publicKey: new Uint8Array(key.public_key),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    throw await failed();
  }
  if (!verification.verified) throw await failed();
  return deps.db.transaction().execute(async (trx) => {
    await markPasskeyUsed(trx, key.id, verification.authenticationInfo.newCounter, now);
    return startStaffSession(trx, {
      userId: signedIn.user.id,
      parentId: signedIn.sessionId,
      now,
      secondFactor: 'passkey',
    });
  });
}
