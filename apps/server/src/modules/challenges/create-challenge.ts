import type { ProofOfWorkChallenge } from '@theatre/contracts';
import { createChallenge as createAltchaChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { challengeSecrets, challengeWork } from './challenge-work.js';

/**
 * A new signed proof-of-work challenge (challenge-work.ts), valid for five minutes. Nothing is
 * stored: the signature proves it is the shop's; a used one is recorded when it is spent.
 */
export async function createChallenge(appSecret: string, now: Date): Promise<ProofOfWorkChallenge> {
  const secrets = challengeSecrets(appSecret);
  const challenge = await createAltchaChallenge({
    algorithm: challengeWork.algorithm,
    cost: challengeWork.cost,
    counter: randomInt(challengeWork.maxCounter, challengeWork.minCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + challengeWork.lifetimeMs),
    data: { max_counter: challengeWork.maxCounter },
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return challenge as ProofOfWorkChallenge;
}
