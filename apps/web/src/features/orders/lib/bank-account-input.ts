import {
  bankAccountProblemKey,
  checkBankAccount,
  formatBankAccount,
} from '@theatre/contracts/bank-account';

/*
 * The bank account field of a refused refund's form (decision 0053): the mask as the buyer types
 * (a GIRO number in groups of 8 with hyphens, an IBAN in groups of 4), where the caret goes after
 * it, and the check before sending (the server checks the same, with the same texts).
 */

/** Letters and digits: what the mask keeps (hyphens and spaces are its own). */
const significant = /[A-Za-z0-9]/;

/**
 * The masked value of what was typed, and where the caret belongs in it: after as many letters and
 * digits as there were before the caret in the typed value (pure).
 */
export function maskBankAccount(
  typed: string,
  caret: number = typed.length,
): { value: string; caret: number } {
  const value = formatBankAccount(typed);
  let keep = 0;
  for (const char of typed.slice(0, caret)) if (significant.test(char)) keep += 1;
  if (keep === 0) return { value, caret: 0 };
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (significant.test(value.charAt(index))) seen += 1;
    if (seen === keep) return { value, caret: index + 1 };
  }
  return { value, caret: value.length };
}

/** The validation text's key for the account, or null when it may be sent (pure). */
export function bankAccountErrorKey(value: string) {
  const checked = checkBankAccount(value);
  if (checked.account === '') return 'validation.bank_account_required' as const;
  return checked.problem === null ? null : bankAccountProblemKey[checked.problem];
}

/** The holder's validation text's key, or null (the server trims and limits alike). */
export function bankHolderErrorKey(value: string) {
  const holder = value.trim().replace(/\s+/g, ' ');
  if (holder === '') return 'validation.bank_holder_required' as const;
  return holder.length > 100 ? ('validation.bank_holder_too_long' as const) : null;
}
