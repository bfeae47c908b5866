/**
 * A ticket code as typed or scanned at the door (checked by the door's screen before it is sent,
 * and by the server), in the form it is stored and printed
 * (`T7Q2-XK4M-93PD-LW8A`, see documents/ticket-code.ts), or null when it cannot be one.
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
