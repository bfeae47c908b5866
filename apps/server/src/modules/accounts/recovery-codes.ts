import { randomInt } from 'node:crypto';
import { hashToken } from '../../lib/secure-token.js';

/** Recovery codes (decision 0056): ten, of 10 characters in two groups, stored as hashes. */
export const recoveryCodeCount = 10;
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed: case, spaces and dashes do not matter (pure). */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
