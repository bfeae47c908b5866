import { describe, expect, it } from 'vitest';
import { checkTaxNumber, taxNumberCheckDigit, taxNumberProblemKey } from './tax-number.js';

describe('taxNumberCheckDigit', () => {
  // The worked examples of the reference (weights 9,7,3,1,9,7,3).
  it.each([
    ['2597822', 1],
    ['1342173', 9],
    ['1111111', 1],
    ['2222222', 2],
    ['1234567', 6],
  ])('%s -> %i', (firstSeven, digit) => {
    expect(taxNumberCheckDigit(firstSeven)).toBe(digit);
  });
});

describe('checkTaxNumber', () => {
  it.each(['25978221-2-42', '13421739-2-41', '11111111-1-02', '22222222-2-51', '12345676-2-44'])(
    'accepts %s',
    (value) => {
      expect(checkTaxNumber(value)).toBeNull();
    },
  );

  it.each([
    '',
    '13421739241',
    '1342173-9-2-41',
    '13421739-2-4',
    '13421739-24-1',
    '13421739 2 41',
    ' 13421739-2-41',
    '13421739-2-41 ',
    'A3421739-2-41',
    '١٣٤٢١٧٣٩-٢-٤١',
  ])('rejects the form of %j', (value) => {
    expect(checkTaxNumber(value)).toBe('format');
  });

  it('rejects a wrong check digit, e.g. the popular 12345678', () => {
    expect(checkTaxNumber('12345678-1-42')).toBe('check_digit');
    expect(checkTaxNumber('13421738-2-41')).toBe('check_digit');
    expect(checkTaxNumber('25978222-2-42')).toBe('check_digit');
  });

  it('checks the check digit before the VAT and county codes', () => {
    expect(checkTaxNumber('12345678-9-99')).toBe('check_digit');
  });

  it('accepts VAT codes 1 to 5 only', () => {
    for (const code of ['1', '2', '3', '4', '5']) {
      expect(checkTaxNumber(`13421739-${code}-41`)).toBeNull();
    }
    for (const code of ['0', '6', '7', '8', '9']) {
      expect(checkTaxNumber(`13421739-${code}-41`)).toBe('vat_code');
    }
    expect(checkTaxNumber('13421739-0-99')).toBe('vat_code');
  });

  it('accepts exactly the county codes 02-20, 22-44 and 51', () => {
    const valid: string[] = [];
    for (let code = 0; code <= 99; code += 1) {
      const county = String(code).padStart(2, '0');
      if (checkTaxNumber(`13421739-2-${county}`) === null) valid.push(county);
      else expect(checkTaxNumber(`13421739-2-${county}`)).toBe('county_code');
    }
    const expected = [
      ...Array.from({ length: 19 }, (_, i) => i + 2),
      ...Array.from({ length: 23 }, (_, i) => i + 22),
      51,
    ].map((code) => String(code).padStart(2, '0'));
    expect(valid).toEqual(expected);
    expect(valid).not.toContain('01');
    expect(valid).not.toContain('21');
    expect(valid).not.toContain('45');
  });

  it('names a message key for every problem', () => {
    expect(taxNumberProblemKey).toEqual({
      format: 'validation.tax_number_format',
      check_digit: 'validation.tax_number_check_digit',
      vat_code: 'validation.tax_number_vat_code',
      county_code: 'validation.tax_number_county',
    });
  });
});
