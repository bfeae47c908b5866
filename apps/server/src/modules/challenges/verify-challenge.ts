import { verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { challengeSecrets, challengeWork } from './challenge-work.js';

/** A solved challenge: its signature (what is spent) and until when it could be used. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

/** ALTCHA's payload as the browser sends it (base64 JSON); the signature covers the parameters. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(challengeWork.algorithm),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
  }),
});

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge: one the shop signed, not expired, with the right key. Answers null
 * for anything else (malformed, forged, tampered, expired, wrong): the client is then asked again.
 * Whether it was used before is decided when it is spent, in the granting transaction.
 */
export async function verifyChallenge(
  appSecret: string,
  payload: string,
): Promise<SolvedChallenge | null> {
  const parsed = payloadSchema.safeParse(decode(payload));
  if (!parsed.success) return null;
  const secrets = challengeSecrets(appSecret);
  try {
    const result = await verifySolution({
      challenge: parsed.data.challenge as unknown as Challenge,
      solution: parsed.data.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  return {
    signature: parsed.data.challenge.signature,
    expiresAt: new Date(parsed.data.challenge.parameters.expiresAt * 1000),
  };
}
