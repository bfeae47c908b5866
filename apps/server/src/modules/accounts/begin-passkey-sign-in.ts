import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { SignedIn } from './authenticate-session.js';
import { challengeLifetimeMs, type PasskeyPlace } from './passkey-ceremony.js';
import { listPasskeys, saveChallenge } from './second-factor.repository.js';

/**
 * POST /second-factor/passkey/options (decision 0056): the options to sign in with one of the
 * user's passkeys; 404 `passkey_not_found` when they have none.
 */
export async function beginPasskeySignIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  signedIn: SignedIn,
  place: PasskeyPlace,
) {
  const keys = await listPasskeys(deps.db, signedIn.user.id);
  if (keys.length === 0) throw new AppError('passkey_not_found');
  const options = await generateAuthenticationOptions({
    rpID: place.rpId,
    allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: key.transports })),
    userVerification: 'preferred',
  });
  await saveChallenge(deps.db, {
    sessionId: signedIn.sessionId,
    purpose: 'authenticate',
    challenge: options.challenge,
    expiresAt: new Date(deps.clock.now().getTime() + challengeLifetimeMs),
  });
  return options as unknown as Record<string, unknown>;
}
