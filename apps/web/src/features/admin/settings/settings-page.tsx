import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { useSiteSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { SettingsAlertsForm } from './settings-alerts-form';
import { SettingsInvoicingForm } from './settings-invoicing-form';
import { SettingsMaintenance } from './settings-maintenance';
import { SettingsPublicForm } from './settings-public-form';
import { SettingsSalesForm } from './settings-sales-form';
import { SettingsRetentionForm } from './settings-retention-form';
import { SettingsSessionsForm } from './settings-sessions-form';
import { SettingsTransferForm } from './settings-transfer-form';

/**
 * `/admin/settings` (administrators): the maintenance switch, the shop's public settings
 * (docs/product.md §3), the sales rules, the bank account of group orders (decision 0046), how
 * invoices are corrected after refunds (decision 0052), the staff idle limit (decision 0055) and
 * where alerts are e-mailed, each saved
 * on its own and audited.
 */
export function SettingsPage() {
  const { t } = useAdminTranslation();
  const settings = useSiteSettings();
  const data = settings.data;

  let content;
  if (settings.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={140} radius="md" />
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  } else if (!data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={settings.error}
        onRetry={() => {
          void settings.refetch();
        }}
        retrying={settings.isFetching}
      />
    );
  } else {
    content = (
      <>
        <SettingsMaintenance state={data.maintenance} />
        <SettingsPublicForm settings={data.public} />
        <SettingsSalesForm settings={data.sales} />
        <SettingsSessionsForm />
        <SettingsRetentionForm />
        <SettingsTransferForm />
        <SettingsInvoicingForm settings={data.invoicing} />
        <SettingsAlertsForm settings={data.alerts} />
      </>
    );
  }

  return (
    <AdminPage title={t('settings.title')} intro={t('settings.intro')}>
      {content}
    </AdminPage>
  );
}
