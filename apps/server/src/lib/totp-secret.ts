import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (decision 0056): SHA1, 6 digits, 30 seconds, one step either side. The
 * secret is stored encrypted (AES-256-GCM, the key derived from the app secret), so a dump of the
 * database alone does not give the codes.
 */
export const totpPeriodSeconds = 30;
const issuer = 'Jegypénztár';

function keyOf(appSecret: string): Buffer {
  return createHash('sha256').update(`totp-secret:${appSecret}`).digest();
}

export function encryptTotpSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(base32),
  });
}

/**
 * The time step a code belongs to (now, one before or one after), or null when it is none of them
 * (pure but for the secret's arithmetic).
 */
export function totpStepOf(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32, 'x').validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds) + delta;
}
