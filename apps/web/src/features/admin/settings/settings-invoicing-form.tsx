import { Alert, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { AdminInvoicingSettings, InvoiceCorrection } from '@theatre/contracts';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveInvoicingSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';

const modes: readonly InvoiceCorrection[] = ['reissue', 'modify'];

/**
 * How an invoice is corrected after a refund of some of its tickets (decision 0052): a sztornó
 * and a new invoice, or a modifying invoice; the accountant's choice, explained for them.
 */
export function SettingsInvoicingForm({ settings }: { settings: AdminInvoicingSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveInvoicingSettings();
  const [mode, setMode] = useState<InvoiceCorrection>(settings.invoice_correction);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    setError(null);
    try {
      const reply = await save.mutateAsync({ invoice_correction: mode });
      setMode(reply.settings.invoicing.invoice_correction);
      notify({ tone: 'success', message: reply.message });
    } catch (caught) {
      if (isApiError(caught)) {
        setError(caught.fieldErrors['invoice_correction']?.[0] ?? caught.message);
      } else if (caught instanceof NetworkError) {
        setError(t('settings.network_error'));
      } else {
        throw caught;
      }
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-invoicing-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id="settings-invoicing-title">
              {t('settings.invoicing.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.invoicing.description')}
            </Text>
          </Stack>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Radio.Group
            label={t('settings.invoicing.invoice_correction')}
            value={mode}
            onChange={(value) => {
              setMode(value === 'modify' ? 'modify' : 'reissue');
            }}
          >
            <Stack gap="sm" mt="xs">
              {modes.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`settings.invoicing.${value}`)}
                  description={t(`settings.invoicing.${value}_description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.invoicing.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
