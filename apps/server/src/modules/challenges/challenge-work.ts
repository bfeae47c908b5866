import { createHmac } from 'node:crypto';

/**
 * The proof of work asked of a client beyond its free allowance of holds (decision 0024): ALTCHA
 * v2 in deterministic mode. The shop picks a counter at random in [minCounter, maxCounter],
 * derives its PBKDF2-SHA-256 key (`cost` iterations) and signs the challenge; the browser tries
 * counters from 0 until its key matches the prefix. Expected work: about 2,000 PBKDF2 runs of
 * 1,000 iterations, one to two seconds in a phone's browser (WebCrypto is native code, so a bot
 * gains little by solving outside one). Verification is one HMAC of the key (its signature), not
 * a derivation.
 */
export const challengeWork = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  minCounter: 1_000,
  maxCounter: 3_000,
  /** How long a challenge can be solved and used. */
  lifetimeMs: 5 * 60_000,
} as const;

const secretsByAppSecret = new Map<string, { signature: string; keySignature: string }>();

/** The two HMAC secrets of the challenges, derived from APP_SECRET (never the secret itself). */
export function challengeSecrets(appSecret: string): { signature: string; keySignature: string } {
  let secrets = secretsByAppSecret.get(appSecret);
  if (!secrets) {
    const derive = (label: string) => createHmac('sha256', appSecret).update(label).digest('hex');
    secrets = {
      signature: derive('altcha.challenge-signature'),
      keySignature: derive('altcha.key-signature'),
    };
    secretsByAppSecret.set(appSecret, secrets);
  }
  return secrets;
}
