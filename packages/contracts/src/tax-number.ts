/**
 * The Hungarian tax number (adószám) `########-#-##`: taxpayer id with its check digit, VAT code,
 * county code. Shared by the browser and the server, so it stays tiny and free of zod.
 */
export type TaxNumberProblem = 'format' | 'check_digit' | 'vat_code' | 'county_code';

/** The message key (packages/i18n, `validation.*`) that explains each problem. */
export const taxNumberProblemKey: Record<
  TaxNumberProblem,
  | 'validation.tax_number_format'
  | 'validation.tax_number_check_digit'
  | 'validation.tax_number_vat_code'
  | 'validation.tax_number_county'
> = {
  format: 'validation.tax_number_format',
  check_digit: 'validation.tax_number_check_digit',
  vat_code: 'validation.tax_number_vat_code',
  county_code: 'validation.tax_number_county',
};

const mask = /^(\d{8})-(\d)-(\d{2})$/;

/** Weights of the first seven digits; the eighth is the check digit. */
const weights = [9, 7, 3, 1, 9, 7, 3] as const;

/**
 * County codes of the competent tax directorates: companies 02–20, sole traders 22–40,
 * Budapest 41–43, large taxpayers 44, exclusive competence 51.
 */
function isCountyCode(code: number): boolean {
  return (code >= 2 && code <= 20) || (code >= 22 && code <= 44) || code === 51;
}

/** The check digit (8th) that belongs to the first seven digits of a taxpayer id. */
export function taxNumberCheckDigit(firstSeven: string): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += Number(firstSeven.charAt(index)) * weight;
  });
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a tax number typed with the mask `########-#-##`, or null when it is valid. */
export function checkTaxNumber(value: string): TaxNumberProblem | null {
  const parts = mask.exec(value);
  if (!parts) return 'format';
  const [, base = '', vatCode = '', county = ''] = parts;
  if (taxNumberCheckDigit(base.slice(0, 7)) !== Number(base.charAt(7))) return 'check_digit';
  if (vatCode < '1' || vatCode > '5') return 'vat_code';
  if (!isCountyCode(Number(county))) return 'county_code';
  return null;
}
