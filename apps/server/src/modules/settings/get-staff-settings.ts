import type { AdminSalesSettings, AdminSettings } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { latestAuditOf } from '../audit/record-audit.js';
import { alertSettingsOf } from './get-alert-settings.js';
import { invoicingSettingsOf } from './get-invoicing-settings.js';
import { isMaintenanceOn } from './maintenance.js';
import {
  defaultHoldLimitEnabled,
  defaultPublicSettings,
  defaultSalesSettings,
  storedPublicSettings,
  type StoredPublicSettings,
} from '../../db/settings-defaults.js';
import { findSetting } from './settings.repository.js';

/** The fee's VAT rate when the setting names none (the checkout's default too). */
export const defaultTechFeeVatRate = '27';

/** The stored public settings, or the defaults the shop serves when there are none (pure). */
export function publicSettingsOf(stored: unknown): StoredPublicSettings {
  const parsed = storedPublicSettings.safeParse(stored);
  return parsed.success ? parsed.data : defaultPublicSettings;
}

/**
 * The sales rules as the shop applies them (pure): each stored value that is a whole number, else
 * the default the cart uses (cart_grant_holds reads the same keys with the same defaults).
 */
export function salesSettingsOf(stored: unknown): AdminSalesSettings {
  const record =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const whole = (key: keyof typeof defaultSalesSettings): number => {
    const value = record[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? value
      : defaultSalesSettings[key];
  };
  const rate = record['tech_fee_vat_rate'];
  const enabled = record['hold_limit_enabled'];
  const desk = record['desk_tech_fee'];
  return {
    max_tickets_per_order: whole('max_tickets_per_order'),
    max_tickets_per_type: whole('max_tickets_per_type'),
    tech_fee: whole('tech_fee'),
    tech_fee_vat_rate: typeof rate === 'string' && rate !== '' ? rate : defaultTechFeeVatRate,
    // The box office charges no technical fee unless this is set (decision 0044).
    desk_tech_fee: desk === true,
    hold_limit_enabled: typeof enabled === 'boolean' ? enabled : defaultHoldLimitEnabled,
    hold_free_per_client: whole('hold_free_per_client'),
    hold_cap_per_client: whole('hold_cap_per_client'),
    customer_service_refund_limit: whole('customer_service_refund_limit'),
  };
}

/**
 * GET /admin/settings (administrators): the public settings, the sales rules, the maintenance
 * switch with who switched it last, where alerts are e-mailed and how invoices are corrected.
 */
export async function getStaffSettings(db: Db): Promise<AdminSettings> {
  const [publicValue, salesValue, maintenance, lastSwitch, alertsValue, invoicingValue] =
    await Promise.all([
      findSetting(db, 'public'),
      findSetting(db, 'sales'),
      isMaintenanceOn(db),
      latestAuditOf(db, 'settings', 'maintenance'),
      findSetting(db, 'alerts'),
      findSetting(db, 'invoicing'),
    ]);
  return {
    public: publicSettingsOf(publicValue),
    sales: salesSettingsOf(salesValue),
    maintenance: {
      enabled: maintenance,
      changed_at: lastSwitch?.at ?? null,
      changed_by: lastSwitch?.actor?.name ?? null,
    },
    alerts: alertSettingsOf(alertsValue),
    invoicing: invoicingSettingsOf(invoicingValue),
  };
}
