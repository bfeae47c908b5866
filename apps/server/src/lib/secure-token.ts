import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token: 32 bytes (256 bits) as 43 characters of base64url. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a token: its SHA-256. The token itself has 256 bits of entropy, so a fast hash
 * is enough; a stolen table gives nobody a usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
