// Cart keys minted the way the shop mints them (apps/server/src/modules/cart/cart-key.ts): 24
// base64url characters of 18 random bytes, then the first 8 characters of
// base64url(HMAC-SHA-256(APP_SECRET, 'cart-key:' + random)). Each request of the on-sale load is a
// distinct buyer with a fresh key (a cart holds at most 10 tickets), so the keys are precomputed
// in a pool and the load generator only takes the next one.
import { createHmac, randomBytes } from 'node:crypto';

const randomLength = 24;
const tagLength = 8;

export function mintCartKey(secret) {
  const random = randomBytes(18).toString('base64url');
  const tag = createHmac('sha256', secret)
    .update(`cart-key:${random}`)
    .digest('base64url')
    .slice(0, tagLength);
  return random + tag;
}

/**
 * A pool of `size` keys. Returns the pool and how fast it was
 * minted (keys per second), to show that minting cannot be the client's bottleneck.
 */
export function mintKeyPool(secret, size) {
  const started = process.hrtime.bigint();
  const keys = new Array(size);
  for (let i = 0; i < size; i += 1) {
    const key = mintCartKey(secret);
    if (key.length !== randomLength + tagLength) throw new Error('cart key of the wrong length');
    keys[i] = key;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { keys, mintedPerSecond: size / seconds };
}
