import type { AdminInvoicingSettings, InvoiceCorrection } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { findSetting } from './settings.repository.js';

/**
 * The 'invoicing' setting as the shop applies it (pure): how an invoice is corrected after a
 * refund of some of its tickets (decision 0052), `reissue` unless `modify` is stored.
 */
export function invoicingSettingsOf(stored: unknown): AdminInvoicingSettings {
  const value =
    stored !== null && typeof stored === 'object'
      ? (stored as Record<string, unknown>)['invoice_correction']
      : undefined;
  return { invoice_correction: value === 'modify' ? 'modify' : 'reissue' };
}

/**
 * How an invoice is corrected now. Runs on the caller's handle: a refund reads it inside its own
 * transaction, so a correction follows the setting as it was when the correction was recorded.
 */
export async function getInvoiceCorrection(db: Queryable): Promise<InvoiceCorrection> {
  return invoicingSettingsOf(await findSetting(db, 'invoicing')).invoice_correction;
}
