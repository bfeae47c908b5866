import { randomBytes } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or typed in is unambiguous. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ticket's code: 16 characters of base 32 (80 bits from the operating system's random source)
 * in groups of four, `T7Q2-XK4M-93PD-LW8A`. Unguessable, and short enough to type at the door.
 */
export function newTicketCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let index = 0; index < 16; index += 1) {
    code += alphabet.charAt((bytes[index] ?? 0) & 31);
    if (index % 4 === 3 && index < 15) code += '-';
  }
  return code;
}

export const ticketCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
