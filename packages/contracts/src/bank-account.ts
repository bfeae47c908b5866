/**
 * A bank account a refund can be transferred to (decision 0053): a Hungarian GIRO account number
 * (pénzforgalmi jelzőszám, 16 or 24 digits in groups of 8) or an IBAN. Shared by the browser and
 * the server, so it stays tiny and free of zod.
 *
 * GIRO (MNB decree 18/2009, annex): two check units, each with the weights 9, 7, 3, 1 repeated
 * and its last digit chosen so the weighted sum is divisible by 10: the first 8 digits (bank,
 * branch, check digit), and the rest (8 or 16 digits, the check digit last).
 * IBAN (ISO 13616): a country code, two check digits, the country's BBAN; the four first
 * characters moved to the end, letters as 10–35, the number is 1 modulo 97. A Hungarian IBAN
 * (`HU`, 28 characters) carries a 24-digit GIRO number, which is checked too.
 */
export type BankAccountProblem = 'format' | 'giro_check_digit' | 'iban_check' | 'iban_country';

/** The message key (packages/i18n, `validation.*`) that explains each problem. */
export const bankAccountProblemKey: Record<
  BankAccountProblem,
  | 'validation.bank_account_format'
  | 'validation.bank_account_check_digit'
  | 'validation.iban_check'
  | 'validation.iban_country'
> = {
  format: 'validation.bank_account_format',
  giro_check_digit: 'validation.bank_account_check_digit',
  iban_check: 'validation.iban_check',
  iban_country: 'validation.iban_country',
};

/** Length of an IBAN per country (the SEPA countries and Hungary's neighbours). */
const ibanLengths: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SE: 24, SI: 19,
  SK: 24, SM: 27, UA: 29,
}; // prettier-ignore

const giroWeights = [9, 7, 3, 1] as const;

/** Whether a run of digits passes the 9-7-3-1 check (its weighted sum divisible by 10). */
export function giroUnitValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits.charAt(i)) * (giroWeights[i % 4] ?? 1);
  }
  return sum % 10 === 0;
}

/** The check digit that completes a run of digits (7 or 15 of them) to a valid GIRO unit. */
export function giroCheckDigit(withoutCheck: string): number {
  let sum = 0;
  for (let i = 0; i < withoutCheck.length; i += 1) {
    sum += Number(withoutCheck.charAt(i)) * (giroWeights[i % 4] ?? 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a GIRO number given as 16 or 24 digits, or null. */
export function checkGiro(digits: string): BankAccountProblem | null {
  if (!/^(\d{16}|\d{24})$/.test(digits)) return 'format';
  return giroUnitValid(digits.slice(0, 8)) && giroUnitValid(digits.slice(8))
    ? null
    : 'giro_check_digit';
}

/** The IBAN's remainder modulo 97 (its four first characters moved to the end). */
export function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN given without spaces in capitals, or null. */
export function checkIban(iban: string): BankAccountProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = ibanLengths[iban.slice(0, 2)];
  if (length === undefined) return 'iban_country';
  if (iban.length !== length) return 'format';
  if (ibanRemainder(iban) !== 1) return 'iban_check';
  if (iban.startsWith('HU') && checkGiro(iban.slice(4)) !== null) return 'giro_check_digit';
  return null;
}

/** A typed account: a GIRO number's digits, or an IBAN in capitals, without separators. */
export function normaliseBankAccount(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether what was typed is (the start of) an IBAN: it begins with a letter. */
export const looksLikeIban = (value: string): boolean => /^\s*[A-Za-z]/.test(value);

/**
 * What kind of account a typed value is and what is wrong with it: `giro` (16 or 24 digits, with
 * or without hyphens and spaces) or `iban`; problem null when it is valid.
 */
export function checkBankAccount(value: string): {
  kind: 'giro' | 'iban';
  account: string;
  problem: BankAccountProblem | null;
} {
  const account = normaliseBankAccount(value);
  if (looksLikeIban(account)) return { kind: 'iban', account, problem: checkIban(account) };
  return { kind: 'giro', account, problem: checkGiro(account) };
}

/**
 * How an account is written for people: a GIRO number in groups of 8 joined by hyphens
 * (`11773016-11111018-00000000`), an IBAN in groups of 4 joined by spaces. Partial input is
 * grouped as far as it goes (the form's mask).
 */
export function formatBankAccount(value: string): string {
  if (looksLikeIban(value)) {
    const iban = value
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 34);
    return iban.replace(/(.{4})(?=.)/g, '$1 ');
  }
  const digits = value.replace(/\D/g, '').slice(0, 24);
  return digits.replace(/(\d{8})(?=\d)/g, '$1-');
}
