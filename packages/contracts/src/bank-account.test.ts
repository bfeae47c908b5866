import { describe, expect, it } from 'vitest';
import {
  checkBankAccount,
  checkGiro,
  checkIban,
  formatBankAccount,
  giroCheckDigit,
  ibanRemainder,
} from './bank-account.js';

describe('GIRO account numbers (weights 9, 7, 3, 1)', () => {
  it('accepts 16 and 24 digits whose two check units add up', () => {
    expect(checkGiro('1177301611111018')).toBeNull();
    expect(checkGiro('117730161111101800000000')).toBeNull();
    // A 24-digit number whose second unit (digits 9–24) has its check digit last.
    const second = `123456789012345${String(giroCheckDigit('123456789012345'))}`;
    expect(checkGiro(`11773016${second}`)).toBeNull();
  });

  it('computes the check digit of the bank and branch code', () => {
    // 1·9 + 1·7 + 7·3 + 7·1 + 3·9 + 0·7 + 1·3 = 74: the check digit is 6.
    expect(giroCheckDigit('1177301')).toBe(6);
    expect(giroCheckDigit('1040000')).toBe(9);
  });

  it('refuses a wrong check digit in either unit', () => {
    expect(checkGiro('1177301711111018')).toBe('giro_check_digit');
    expect(checkGiro('1177301611111019')).toBe('giro_check_digit');
    expect(checkGiro('117730161111101800000001')).toBe('giro_check_digit');
  });

  it('refuses other lengths and non-digits', () => {
    expect(checkGiro('117730161111101')).toBe('format');
    expect(checkGiro('11773016111110180')).toBe('format');
    expect(checkGiro('1177301611111O18')).toBe('format');
  });
});

describe('IBAN (mod 97)', () => {
  it('accepts valid IBANs of several countries', () => {
    expect(checkIban('HU42117730161111101800000000')).toBeNull();
    expect(checkIban('DE89370400440532013000')).toBeNull();
    expect(checkIban('GB82WEST12345698765432')).toBeNull();
    expect(ibanRemainder('DE89370400440532013000')).toBe(1);
  });

  it('refuses a wrong check, length or country', () => {
    expect(checkIban('HU43117730161111101800000000')).toBe('iban_check');
    expect(checkIban('DE89370400440532013001')).toBe('iban_check');
    expect(checkIban('HU4211773016111110180000000')).toBe('format');
    expect(checkIban('XX89370400440532013000')).toBe('iban_country');
  });

  it('checks the GIRO number inside a Hungarian IBAN', () => {
    // 1177301711111018 00000000 has a wrong bank check digit; its IBAN's mod 97 is made right.
    const bban = '117730171111101800000000';
    const remainder = ibanRemainder(`HU00${bban}`);
    const check = String(98 - remainder).padStart(2, '0');
    expect(checkIban(`HU${check}${bban}`)).toBe('giro_check_digit');
  });
});

describe('checkBankAccount and formatBankAccount', () => {
  it('takes a GIRO number with hyphens or spaces, an IBAN in any case with spaces', () => {
    expect(checkBankAccount('11773016-11111018')).toEqual({
      kind: 'giro',
      account: '1177301611111018',
      problem: null,
    });
    expect(checkBankAccount(' hu42 1177 3016 1111 1018 0000 0000 ')).toEqual({
      kind: 'iban',
      account: 'HU42117730161111101800000000',
      problem: null,
    });
    expect(checkBankAccount('11773016-1111')).toMatchObject({ kind: 'giro', problem: 'format' });
  });

  it('groups a GIRO number by 8 with hyphens and an IBAN by 4, partial input too', () => {
    expect(formatBankAccount('117730161111101800000000')).toBe('11773016-11111018-00000000');
    expect(formatBankAccount('117730161')).toBe('11773016-1');
    expect(formatBankAccount('11773016')).toBe('11773016');
    expect(formatBankAccount('1177-3016 11')).toBe('11773016-11');
    expect(formatBankAccount('1'.repeat(30))).toBe('11111111-11111111-11111111');
    expect(formatBankAccount('hu42117730161111')).toBe('HU42 1177 3016 1111');
    expect(formatBankAccount('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
