import type { TransferSettings } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { findSetting } from './settings.repository.js';

/** The payment term and the reminder's lead when nothing is stored (decision 0046). */
export const defaultTransferSettings: TransferSettings = {
  bank_name: '',
  bank_account: '',
  payment_days: 8,
  reminder_days: 2,
};

/** The stored 'transfer' setting, each field that has the right type, else the default (pure). */
export function transferSettingsOf(stored: unknown): TransferSettings {
  const record =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const text = (key: 'bank_name' | 'bank_account'): string => {
    const value = record[key];
    return typeof value === 'string' ? value : defaultTransferSettings[key];
  };
  const whole = (key: 'payment_days' | 'reminder_days'): number => {
    const value = record[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? value
      : defaultTransferSettings[key];
  };
  return {
    bank_name: text('bank_name'),
    bank_account: text('bank_account'),
    payment_days: whole('payment_days'),
    reminder_days: whole('reminder_days'),
  };
}

/** GET /admin/settings/transfer: the bank account a pro-forma names and the payment term. */
export async function getTransferSettings(db: Db): Promise<TransferSettings> {
  return transferSettingsOf(await findSetting(db, 'transfer'));
}
