import type {
  bankDetailsErrors as huErrors,
  bankDetailsMessages as huMessages,
  bankDetailsValidation as huValidation,
} from '../hu/refund-bank-details.js';

/** A refused card refund's bank-details form (decision 0053): the API's errors, checks, answers. */
export const bankDetailsErrors: Record<keyof typeof huErrors, string> = {
  refund_bank_details_not_found: 'This link is not valid. Please check that you copied all of it.',
  refund_bank_details_settled:
    'This refund has already been transferred: the bank details can no longer be changed.',
};

export const bankDetailsValidation: Record<keyof typeof huValidation, string> = {
  bank_holder_required: "Please enter the account holder's name.",
  bank_holder_too_long: "The account holder's name can be at most 100 characters.",
  bank_account_required: 'Please enter the bank account number.',
  bank_account_format:
    'A bank account number has 16 or 24 digits (in groups of 8), or is an IBAN (e.g. HU42 1177 …).',
  bank_account_check_digit: "The account number's check digit is wrong. Please check the digits.",
  iban_check: "The IBAN's check digits are wrong. Please check the characters.",
  iban_country: 'This country code is not recognised; please check the start of the IBAN.',
};

export const bankDetailsMessages: Record<keyof typeof huMessages, string> = {
  refund_bank_details_saved:
    'Thank you, we have received your bank details. Our staff will transfer the amount shortly.',
};
