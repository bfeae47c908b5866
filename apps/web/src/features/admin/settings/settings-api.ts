import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminSettings,
  AdminSettingsSaved,
  AlertSettingsBody,
  InvoicingSettingsBody,
  MaintenanceBody,
  PublicSettingsBody,
  SalesSettingsBody,
  TransferSettings,
  TransferSettingsBody,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { refreshShopViews } from '../shared/shop-views';

/** GET /admin/settings: the public settings, the sales rules and the maintenance switch. */
export function useSiteSettings() {
  return useQuery({
    queryKey: adminKeys.siteSettings(),
    queryFn: ({ signal }) => api.get<AdminSettings>('/admin/settings', { signal }),
    staleTime: 0,
  });
}

function useSaveSettings<B>(path: string) {
  return useMutation({
    mutationFn: (body: B) =>
      api.request<AdminSettingsSaved>(path, {
        method: 'PUT',
        body,
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.siteSettings(), reply.settings);
      refreshShopViews(client);
    },
  });
}

/** PUT /admin/settings/public. */
export function useSavePublicSettings() {
  return useSaveSettings<PublicSettingsBody>('/admin/settings/public');
}

/** PUT /admin/settings/sales. */
export function useSaveSalesSettings() {
  return useSaveSettings<SalesSettingsBody>('/admin/settings/sales');
}

/** PUT /admin/settings/alerts: where alerts are e-mailed ('' for nowhere). */
export function useSaveAlertSettings() {
  return useSaveSettings<AlertSettingsBody>('/admin/settings/alerts');
}

/** PUT /admin/settings/invoicing: how invoices are corrected after refunds (decision 0052). */
export function useSaveInvoicingSettings() {
  return useSaveSettings<InvoicingSettingsBody>('/admin/settings/invoicing');
}

/** PUT /admin/maintenance: on or off (the back office keeps working either way). */
export function useSwitchMaintenance() {
  return useSaveSettings<MaintenanceBody>('/admin/maintenance');
}

/** GET /admin/settings/transfer: the bank account of the pro-forma, the payment term, the reminder. */
export function useTransferSettings() {
  return useQuery({
    queryKey: adminKeys.transferSettings(),
    queryFn: ({ signal }) => api.get<TransferSettings>('/admin/settings/transfer', { signal }),
    staleTime: 0,
  });
}

/** PUT /admin/settings/transfer: the reply is the saved setting. */
export function useSaveTransferSettings() {
  return useMutation({
    mutationFn: (body: TransferSettingsBody) =>
      api.request<TransferSettings>('/admin/settings/transfer', {
        method: 'PUT',
        body,
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.transferSettings(), reply);
    },
  });
}
