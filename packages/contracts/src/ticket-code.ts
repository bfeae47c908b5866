/**
 * A ticket code as typed or scanned at the door (checked by the door's screen before it is sent,
 * and by the server), in the form it is stored and printed
 * (`T7Q2-XK4M-93PD-LW8A`, see `newTicketCode` below), or null when it cannot be one.
 *
 * Forgiving where Crockford's base 32 is: surrounding and inner spaces and hyphens (also the
 * typographic dashes a phone keyboard puts in) are dropped, letters are upper-cased, and the
 * letters read as digits are taken as those digits (O -> 0, I and L -> 1). What is left must be
 * exactly 16 characters of the alphabet; U, symbols and other letters are refused.
 */
export function normaliseTicketCode(input: string): string | null {
  const compact = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(compact)) return null;
  return compact.replace(/(.{4})(?!$)/g, '$1-');
}

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or typed in is unambiguous. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new ticket's code: 16 characters of base 32 (80 bits from the Web Crypto random source, in
 * Node and browsers alike) in groups of four, `T7Q2-XK4M-93PD-LW8A`. Unguessable, and short
 * enough to type at the door.
 */
export function newTicketCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let code = '';
  for (let index = 0; index < 16; index += 1) {
    code += alphabet.charAt((bytes[index] ?? 0) & 31);
    if (index % 4 === 3 && index < 15) code += '-';
  }
  return code;
}

/** A ticket code as stored and printed. */
export const ticketCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
