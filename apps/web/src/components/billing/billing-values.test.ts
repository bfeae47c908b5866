import type { BillingData, TaxpayerReply } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  applyTaxpayer,
  billingBody,
  billingFormValues,
  isCompanyNameLocked,
  isTaxLookupFailure,
  isTaxNumberUnknown,
  switchToCompany,
  switchToPrivate,
} from './billing-values';

const savedPrivate: BillingData = {
  is_company: false,
  tax_number: null,
  name: 'Kovács-Nagy Éva',
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  street_name: 'Október 6.',
  public_place_category: 'utca',
  house_number: '12',
  building: null,
  stairway: 'B',
  floor: '3',
  door: '7',
};

const savedCompany: BillingData = {
  ...savedPrivate,
  is_company: true,
  tax_number: '13421739-2-41',
  name: 'Rakparti Színház Nonprofit Kft.',
  zip: '1011',
  street_name: 'Bem',
  public_place_category: 'rakpart',
};

const taxpayer: TaxpayerReply = {
  billing_name: 'Rakparti Színház Nonprofit Kft.',
  tax_number: '13421739-2-41',
  country: 'HU',
  zip: '1011',
  city: 'Budapest',
  street_name: 'Bem',
  public_place_category: 'rakpart',
  house_number: '8',
  building: null,
  stairway: null,
  floor: null,
  door: null,
};

describe('billing form', () => {
  it('starts from the saved data, null parts as empty strings', () => {
    expect(billingFormValues(savedPrivate, 'Szabó Péter')).toMatchObject({
      is_company: false,
      name: 'Kovács-Nagy Éva',
      building: '',
      stairway: 'B',
    });
  });

  it("starts as a private person with the user's name and Hungary when nothing is saved", () => {
    expect(billingFormValues(undefined, 'Szabó Péter')).toMatchObject({
      is_company: false,
      name: 'Szabó Péter',
      country: 'HU',
      zip: '',
    });
    expect(billingFormValues({ ...savedPrivate, name: '' }, 'Szabó Péter').name).toBe(
      'Szabó Péter',
    );
  });

  it('switching to company clears the address and the name', () => {
    const company = switchToCompany(billingFormValues(savedPrivate, 'Szabó Péter'));
    expect(company).toEqual({
      is_company: true,
      tax_number: '',
      name: '',
      country: 'HU',
      zip: '',
      city: '',
      street_name: '',
      public_place_category: '',
      house_number: '',
      building: '',
      stairway: '',
      floor: '',
      door: '',
    });
  });

  it("switching to private reloads the saved data, the name falling back to the user's", () => {
    expect(switchToPrivate(savedPrivate, 'Szabó Péter')).toMatchObject({
      is_company: false,
      tax_number: '',
      name: 'Kovács-Nagy Éva',
      zip: '1051',
      street_name: 'Október 6.',
    });
    expect(switchToPrivate({ ...savedPrivate, name: '' }, 'Szabó Péter').name).toBe('Szabó Péter');
  });

  it('switching to private from a saved company clears the company name and its address', () => {
    const values = switchToPrivate(savedCompany, 'Szabó Péter');
    expect(values).toMatchObject({ is_company: false, name: 'Szabó Péter', tax_number: '' });
    expect(values.zip).toBe('');
    expect(switchToPrivate(undefined, 'Szabó Péter').name).toBe('Szabó Péter');
  });

  it("a lookup fills the company's fields from the tax authority", () => {
    const filled = applyTaxpayer(
      { ...switchToCompany(billingFormValues(savedPrivate, 'x')), tax_number: '13421739-2-41' },
      taxpayer,
    );
    expect(filled).toMatchObject({
      is_company: true,
      tax_number: '13421739-2-41',
      name: 'Rakparti Színház Nonprofit Kft.',
      country: 'HU',
      zip: '1011',
      city: 'Budapest',
      street_name: 'Bem',
      public_place_category: 'rakpart',
      house_number: '8',
      building: '',
    });
  });

  it('a failed lookup (nav_error) unlocks the company name; other errors do not', () => {
    const failed = new ApiError(422, {
      message: 'x',
      code: 'tax_lookup_failed',
      errors: { tax_number: ['Az adóhatóság most nem érhető el.'] },
    });
    expect(isTaxLookupFailure(failed)).toBe(true);
    expect(isTaxLookupFailure(new ApiError(422, { message: 'x', code: 'validation_failed' }))).toBe(
      false,
    );
    expect(isTaxLookupFailure(new ApiError(500, null))).toBe(false);
    const unknown = new ApiError(422, { message: 'A NAV nem ismeri…', code: 'tax_number_unknown' });
    expect(isTaxLookupFailure(unknown)).toBe(true);
    expect(isTaxNumberUnknown(unknown)).toBe(true);
    expect(isTaxNumberUnknown(failed)).toBe(false);
    expect(isTaxNumberUnknown(new ApiError(422, { message: 'x', code: 'validation_failed' }))).toBe(
      false,
    );
    expect(isCompanyNameLocked({ is_company: true }, false)).toBe(true);
    expect(isCompanyNameLocked({ is_company: true }, true)).toBe(false);
    expect(isCompanyNameLocked({ is_company: false }, false)).toBe(false);
  });

  it('sends no tax number for a private person', () => {
    const values = { ...billingFormValues(savedPrivate, 'x'), tax_number: '13421739-2-41' };
    expect(billingBody(values).tax_number).toBeNull();
    expect(billingBody(billingFormValues(savedCompany, 'x')).tax_number).toBe('13421739-2-41');
  });
});
