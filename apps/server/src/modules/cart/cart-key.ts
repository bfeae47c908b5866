import {
  createHmac,
  createSecretKey,
  hash,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { cartKeyLength } from '@theatre/contracts';

/**
 * Cart keys (spec: exactly 32 characters). 24 characters of randomness (144 bits) and an 8-character
 * tag (48 bits of an HMAC-SHA-256 under the app secret): the key is unguessable, and a key this
 * shop never issued is told apart without a database lookup ('invalid cart key'). Only the
 * SHA-256 of a key is stored.
 */
const randomLength = 24;
const tagLength = cartKeyLength - randomLength;

const keys = new Map<string, KeyObject>();

function tagOf(secret: string, random: string): string {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return createHmac('sha256', key)
    .update(`cart-key:${random}`)
    .digest('base64url')
    .slice(0, tagLength);
}

export function newCartKey(secret: string): string {
  const random = randomBytes(18).toString('base64url');
  return random + tagOf(secret, random);
}

/** Issued by this shop (under this secret). Shape is checked by the request schema already. */
export function isIssuedCartKey(secret: string, key: string): boolean {
  if (key.length !== cartKeyLength) return false;
  const expected = Buffer.from(tagOf(secret, key.slice(0, randomLength)));
  const given = Buffer.from(key.slice(randomLength));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function hashCartKey(key: string): string {
  return hash('sha256', key, 'hex');
}
