import { checkTaxNumber, taxNumberProblemKey, type TaxpayerReply } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimits } from '../rate-limits/consume-rate-limit.js';
import { rateLimits } from './account-rules.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'taxpayers'>;

const lookupFailed = (key: MessageKey) =>
  new AppError('tax_lookup_failed', {}, { tax_number: [{ key }] });

/**
 * POST /tax_number_validate: the mask, check digit, VAT code and county code first, then the tax
 * authority's taxpayer query. A failed lookup (a ceased taxpayer, NAV unreachable) answers field
 * errors with the code `tax_lookup_failed`, which unlocks manual entry in the form (spec:
 * nav_error). A well-formed number NAV does not know is not the number's fault: `tax_number_unknown`
 * with no field errors, only the message saying so; the form unlocks for manual entry as well.
 */
export async function validateTaxNumber(
  deps: Deps,
  userId: number,
  taxNumber: string,
): Promise<TaxpayerReply> {
  const problem = checkTaxNumber(taxNumber);
  if (problem) throw AppError.validation({ tax_number: [{ key: taxNumberProblemKey[problem] }] });
  await consumeRateLimits(deps.db, deps.clock, [
    { rule: rateLimits.taxLookupUser, subject: String(userId) },
  ]);
  const result = await deps.taxpayers.lookup(taxNumber);
  switch (result.kind) {
    case 'found':
      return result.taxpayer;
    case 'not_found':
      throw new AppError('tax_number_unknown');
    case 'inactive':
      throw lookupFailed('validation.tax_number_inactive');
    case 'unavailable':
      throw lookupFailed('validation.tax_lookup_unavailable');
  }
}
