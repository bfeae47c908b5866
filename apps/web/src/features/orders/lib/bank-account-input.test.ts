import { describe, expect, it } from 'vitest';
import { bankAccountErrorKey, bankHolderErrorKey, maskBankAccount } from './bank-account-input';

describe('maskBankAccount', () => {
  it('groups a GIRO number by 8 with hyphens as it is typed', () => {
    expect(maskBankAccount('1177301')).toEqual({ value: '1177301', caret: 7 });
    expect(maskBankAccount('117730161')).toEqual({ value: '11773016-1', caret: 10 });
    expect(maskBankAccount('11773016-11111018-0')).toEqual({
      value: '11773016-11111018-0',
      caret: 19,
    });
    // Pasted with spaces, or more than 24 digits: grouped, cut at 24.
    expect(maskBankAccount('1177 3016 1111 1018').value).toBe('11773016-11111018');
    expect(maskBankAccount('1'.repeat(26)).value).toBe('11111111-11111111-11111111');
  });

  it('groups an IBAN by 4 in capitals', () => {
    expect(maskBankAccount('hu4211773')).toEqual({ value: 'HU42 1177 3', caret: 11 });
    expect(maskBankAccount('HU42 1177 3016 1111 1018 0000 0000').value).toBe(
      'HU42 1177 3016 1111 1018 0000 0000',
    );
  });

  it('keeps the caret after the same character when typing in the middle', () => {
    // A digit typed after the 3rd digit of "11773016-1": the caret stays behind it.
    expect(maskBankAccount('1175301611', 4)).toEqual({ value: '11753016-11', caret: 4 });
    // A digit typed at the end of a group moves the caret past the new hyphen.
    expect(maskBankAccount('117730161', 9)).toEqual({ value: '11773016-1', caret: 10 });
    // Deleting the hyphen's left digit: the caret stays where it was.
    expect(maskBankAccount('1177301-1', 7)).toEqual({ value: '11773011', caret: 7 });
    expect(maskBankAccount('', 0)).toEqual({ value: '', caret: 0 });
  });
});

describe('bankAccountErrorKey', () => {
  it('names the problem the server would name', () => {
    expect(bankAccountErrorKey('')).toBe('validation.bank_account_required');
    expect(bankAccountErrorKey('11773016-1111')).toBe('validation.bank_account_format');
    expect(bankAccountErrorKey('11773016-11111019')).toBe('validation.bank_account_check_digit');
    expect(bankAccountErrorKey('HU43 1177 3016 1111 1018 0000 0000')).toBe('validation.iban_check');
    expect(bankAccountErrorKey('ZZ12 3456 7890 1234 5')).toBe('validation.iban_country');
  });

  it('accepts valid GIRO numbers and IBANs', () => {
    expect(bankAccountErrorKey('11773016-11111018')).toBeNull();
    expect(bankAccountErrorKey('11773016-11111018-00000000')).toBeNull();
    expect(bankAccountErrorKey('HU42 1177 3016 1111 1018 0000 0000')).toBeNull();
    expect(bankAccountErrorKey('DE89 3704 0044 0532 0130 00')).toBeNull();
  });
});

describe('bankHolderErrorKey', () => {
  it('wants a name of at most 100 characters', () => {
    expect(bankHolderErrorKey('  ')).toBe('validation.bank_holder_required');
    expect(bankHolderErrorKey('x'.repeat(101))).toBe('validation.bank_holder_too_long');
    expect(bankHolderErrorKey(' Kiss  Anna ')).toBeNull();
  });
});
