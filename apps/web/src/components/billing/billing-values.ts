import type { BillingData, TaxpayerReply } from '@theatre/contracts';
import { isApiError } from '../../lib/api-error';

/** The billing editor's values: every field a string while typed (null parts become ''). */
export interface BillingFormValues {
  is_company: boolean;
  tax_number: string;
  name: string;
  country: string;
  zip: string;
  city: string;
  street_name: string;
  public_place_category: string;
  house_number: string;
  building: string;
  stairway: string;
  floor: string;
  door: string;
}

/** The address of the billing form (docs/product.md §4: cleared when switching to company). */
export const addressFields = [
  'zip',
  'city',
  'street_name',
  'public_place_category',
  'house_number',
  'building',
  'stairway',
  'floor',
  'door',
] as const;

export const billingFields = [
  'is_company',
  'tax_number',
  'name',
  'country',
  ...addressFields,
] as const satisfies readonly (keyof BillingFormValues)[];

export const defaultCountry = 'HU';

const emptyAddress: Pick<BillingFormValues, (typeof addressFields)[number]> = {
  zip: '',
  city: '',
  street_name: '',
  public_place_category: '',
  house_number: '',
  building: '',
  stairway: '',
  floor: '',
  door: '',
};

/** The form's values from the saved data (GET /billing-data), or the defaults (pure). */
export function billingFormValues(
  data: BillingData | undefined,
  userName: string,
): BillingFormValues {
  if (!data) return privateDefaults(userName);
  return {
    is_company: data.is_company,
    tax_number: data.tax_number ?? '',
    name: data.name || (data.is_company ? '' : userName),
    country: data.country || defaultCountry,
    zip: data.zip,
    city: data.city,
    street_name: data.street_name,
    public_place_category: data.public_place_category,
    house_number: data.house_number,
    building: data.building ?? '',
    stairway: data.stairway ?? '',
    floor: data.floor ?? '',
    door: data.door ?? '',
  };
}

function privateDefaults(userName: string): BillingFormValues {
  return {
    is_company: false,
    tax_number: '',
    name: userName,
    country: defaultCountry,
    ...emptyAddress,
  };
}

/**
 * docs/product.md §4: switching to company clears the address fields. The company name comes from
 * the tax-number lookup, so the person's name goes too; the country starts as Hungary (pure).
 */
export function switchToCompany(values: BillingFormValues): BillingFormValues {
  return {
    ...values,
    ...emptyAddress,
    is_company: true,
    tax_number: '',
    name: '',
    country: defaultCountry,
  };
}

/**
 * docs/product.md §4: switching to private clears the company name and reloads the saved billing
 * data, with the name falling back to the user's name. A saved company's data is not a person's, so
 * it gives only the defaults (pure).
 */
export function switchToPrivate(
  saved: BillingData | undefined,
  userName: string,
): BillingFormValues {
  if (!saved || saved.is_company) return privateDefaults(userName);
  return { ...billingFormValues(saved, userName), is_company: false, tax_number: '' };
}

/**
 * docs/product.md §5: a successful lookup fills the billing fields (name from billing_name) (pure).
 */
export function applyTaxpayer(
  values: BillingFormValues,
  taxpayer: TaxpayerReply,
): BillingFormValues {
  return {
    ...values,
    is_company: true,
    tax_number: taxpayer.tax_number || values.tax_number,
    name: taxpayer.billing_name,
    country: taxpayer.country || defaultCountry,
    zip: taxpayer.zip,
    city: taxpayer.city,
    street_name: taxpayer.street_name,
    public_place_category: taxpayer.public_place_category,
    house_number: taxpayer.house_number,
    building: taxpayer.building ?? '',
    stairway: taxpayer.stairway ?? '',
    floor: taxpayer.floor ?? '',
    door: taxpayer.door ?? '',
  };
}

/**
 * The tax authority could not confirm the number (spec "nav_error"): it does not know it, the
 * taxpayer ceased, or it could not be asked. The company fields unlock for manual entry. A
 * malformed number, or any other reply, does not unlock them.
 */
export function isTaxLookupFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    (error.code === 'tax_lookup_failed' || error.code === 'tax_number_unknown')
  );
}

/**
 * NAV does not know the well-formed number: information, not an error. The form says so in a
 * neutral note and leaves the fields valid for manual entry (pure).
 */
export function isTaxNumberUnknown(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && error.code === 'tax_number_unknown';
}

/** The company name is read-only, filled from the lookup, unless the lookup failed (pure). */
export function isCompanyNameLocked(
  values: Pick<BillingFormValues, 'is_company'>,
  navError: boolean,
) {
  return values.is_company && !navError;
}

/** The body of POST /billing-data/update: no tax number for a private person (pure). */
export function billingBody(
  values: BillingFormValues,
): Omit<BillingFormValues, 'tax_number'> & { tax_number: string | null } {
  return {
    ...values,
    tax_number: values.is_company ? values.tax_number : null,
    country: values.country.toUpperCase(),
  };
}
