import {
  checkTaxNumber,
  taxNumberProblemKey,
  type BillingData,
  type BillingDataBody,
} from '@theatre/contracts';
import countries from 'i18n-iso-countries';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { upsertBillingData } from './accounts.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * POST /billing-data/update: the address form, checked beyond its shape: a real country code and,
 * for a company, a tax number whose check digit, VAT code and county code are right.
 */
export async function updateBillingData(
  deps: Deps,
  userId: number,
  body: BillingDataBody,
): Promise<BillingData> {
  const errors: Parameters<typeof AppError.validation>[0] = {};
  if (!countries.isValid(body.country)) errors.country = [{ key: 'validation.country' }];
  const taxNumber = body.is_company ? (body.tax_number ?? null) : null;
  if (taxNumber !== null) {
    const problem = checkTaxNumber(taxNumber);
    if (problem) errors.tax_number = [{ key: taxNumberProblemKey[problem] }];
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const data: BillingData = {
    is_company: body.is_company,
    tax_number: taxNumber,
    name: body.name,
    country: body.country,
    zip: body.zip,
    city: body.city,
    street_name: body.street_name,
    public_place_category: body.public_place_category,
    house_number: body.house_number,
    building: body.building ?? null,
    stairway: body.stairway ?? null,
    floor: body.floor ?? null,
    door: body.door ?? null,
  };
  await upsertBillingData(deps.db, userId, data, deps.clock.now());
  return data;
}
