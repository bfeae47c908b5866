/**
 * Suggested coupon codes (decision 0024): codes were guessed at 300 tries a second. A suggested
 * code has 10 characters of a 31-character alphabet without look-alikes (no 0/O, 1/I/L): 49.5 bits
 * of randomness from crypto.getRandomValues, easy to read out on the phone and to type.
 */
export const couponCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 10;

/** The randomness of a suggested code, in bits. */
export const couponCodeBits = codeLength * Math.log2(couponCodeAlphabet.length);

/**
 * A random code. Each character takes a random byte below the largest multiple of the alphabet's
 * size (rejection sampling), so every character is equally likely.
 */
export function randomCouponCode(
  fill: (array: Uint8Array) => Uint8Array = (array) => crypto.getRandomValues(array),
): string {
  const size = couponCodeAlphabet.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < codeLength) {
    for (const byte of fill(new Uint8Array(codeLength * 2))) {
      if (byte < limit && code.length < codeLength) code += couponCodeAlphabet[byte % size] ?? '';
    }
  }
  return code;
}
