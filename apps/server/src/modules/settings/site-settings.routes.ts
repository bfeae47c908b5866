import {
  adminSettings,
  adminSettingsSaved,
  alertSettingsBody,
  invoicingSettingsBody,
  maintenanceBody,
  publicSettingsBody,
  retentionSettings,
  salesSettingsBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { getRetentionSettings } from './get-retention-settings.js';
import { updateRetentionSettings } from './update-retention-settings.js';
import { getStaffSettings } from './get-staff-settings.js';
import { switchMaintenance } from './switch-maintenance.js';
import { updateAlertSettings } from './update-alert-settings.js';
import { updateInvoicingSettings } from './update-invoicing-settings.js';
import { updatePublicSettings } from './update-public-settings.js';
import { updateSalesSettings } from './update-sales-settings.js';

/**
 * The shop's settings in the back office (decision 0020), a section under /api/admin for
 * administrators only: the public settings of docs/product.md §3, the sales rules and the
 * maintenance switch. Every change is audited with the staff member.
 */
export function siteSettingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/settings',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'The public settings, the sales rules and the maintenance switch.',
          response: { 200: adminSettings, ...staffErrors },
        },
      },
      () => getStaffSettings(deps.db),
    );

    app.put(
      '/settings/public',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Brand, colours, pattern, pop-up banner, tag manager and social links.',
          body: publicSettingsBody,
          response: { 200: adminSettingsSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const settings = await updatePublicSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        return { message: translate(request.locale, 'messages.settings_saved'), settings };
      },
    );

    app.put(
      '/settings/sales',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Ticket limits per order and per type, the shop-wide technical fee and its VAT.',
          body: salesSettingsBody,
          response: { 200: adminSettingsSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const settings = await updateSalesSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        return { message: translate(request.locale, 'messages.settings_saved'), settings };
      },
    );

    app.put(
      '/maintenance',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary:
            'Maintenance on or off: visitors get 503 and the service-unavailable notice; the back office keeps working.',
          body: maintenanceBody,
          response: { 200: adminSettingsSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await switchMaintenance(deps.db, {
          enabled: request.body.enabled,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        // This process knows at once; the others within their probe's two seconds.
        deps.maintenance.forget();
        return {
          message: translate(
            request.locale,
            request.body.enabled ? 'messages.maintenance_on' : 'messages.maintenance_off',
          ),
          settings: await getStaffSettings(deps.db),
        };
      },
    );

    app.put(
      '/settings/alerts',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Where alerts are e-mailed (alert_email); empty: nowhere.',
          description:
            'Alerts (a payment notification that disagrees with its order) are listed in the back office until settled; each new one is also e-mailed, in Hungarian, to this address when one is set. Audited as settings.alerts_updated.',
          body: alertSettingsBody,
          response: { 200: adminSettingsSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const settings = await updateAlertSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        const email = settings.alerts.alert_email;
        return {
          message:
            email === ''
              ? translate(request.locale, 'messages.alert_settings_cleared')
              : translate(request.locale, 'messages.alert_settings_saved', { email }),
          settings,
        };
      },
    );
    app.put(
      '/settings/invoicing',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary:
            'How an invoice is corrected after a refund of some tickets (invoice_correction).',
          description:
            '`reissue` (default): a sztornó invoice and a new invoice for what remains; `modify`: a modifying invoice (módosító számla) naming the original, the refunded tickets as negative lines (decision 0052). Both issuers follow it; receipts are always cancelled and reissued. Only corrections recorded later follow a change. 422 on any other value. Audited as settings.invoicing_updated.',
          body: invoicingSettingsBody,
          response: { 200: adminSettingsSaved, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const settings = await updateInvoicingSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
        const mode = translate(
          request.locale,
          `messages.invoice_correction_${settings.invoicing.invoice_correction}`,
        );
        return {
          message: translate(request.locale, 'messages.invoicing_settings_saved', { mode }),
          settings,
        };
      },
    );

    app.get(
      '/settings/retention',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'How many days each kind of personal data and log is kept before it is purged.',
          response: { 200: retentionSettings, ...staffErrors },
        },
      },
      () => getRetentionSettings(deps.db),
    );

    app.put(
      '/settings/retention',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'Sets the data retention periods (days, each within its bounds).',
          description:
            'Unverified accounts (7–365, default 30), expired carts (1–30, default 1), purchase links after they expired (1–365, default 1), e-mails (7–365, default 30), browser error reports (1–365, default 30), the security log (90–3650, default 365). The housekeeping purges read them at their next round. 422 with `errors` per field out of bounds. Audited as settings.retention_updated and logged in the security log (decision 0058).',
          body: retentionSettings,
          response: { 200: retentionSettings, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return updateRetentionSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
      },
    );
  };
}
