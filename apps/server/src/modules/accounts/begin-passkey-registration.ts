import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { AppDeps } from '../../app-deps.js';
import type { SignedIn } from './authenticate-session.js';
import { challengeLifetimeMs, rpName, type PasskeyPlace } from './passkey-ceremony.js';
import { listPasskeys, saveChallenge } from './second-factor.repository.js';

/**
 * POST /second-factor/passkeys/options (decision 0056): the options of a new passkey's
 * registration; its challenge is kept with the bearer session for five minutes, used once.
 */
export async function beginPasskeyRegistration(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  signedIn: SignedIn,
  place: PasskeyPlace,
) {
  const existing = await listPasskeys(deps.db, signedIn.user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID: place.rpId,
    userName: signedIn.user.email,
    userDisplayName: signedIn.user.name,
    userID: new TextEncoder().encode(`user-${String(signedIn.user.id)}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credential_id,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await saveChallenge(deps.db, {
    sessionId: signedIn.sessionId,
    purpose: 'register',
    challenge: options.challenge,
    expiresAt: new Date(deps.clock.now().getTime() + challengeLifetimeMs),
  });
  return options as unknown as Record<string, unknown>;
}
