import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  transferSettingsBody,
  type TransferSettings,
  type TransferSettingsBody,
} from '@theatre/contracts';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSaveTransferSettings, useTransferSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';

const transferFields = ['bank_name', 'bank_account', 'payment_days', 'reminder_days'] as const;

function TransferForm({ settings }: { settings: TransferSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveTransferSettings();
  const form = useForm<TransferSettingsBody>({
    resolver: zodResolver(transferSettingsBody, zodParseOptions),
    defaultValues: settings,
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    transferFields,
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      form.reset(await save.mutateAsync(body));
      notify({ tone: 'success', message: t('settings.transfer.saved') });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('settings.transfer.bank_name')}
            required
            autoComplete="off"
            miw={220}
            error={errorText(errors.bank_name?.message)}
            {...form.register('bank_name')}
          />
          <TextInput
            label={t('settings.transfer.bank_account')}
            description={t('settings.transfer.bank_account_description')}
            required
            autoComplete="off"
            miw={260}
            error={errorText(errors.bank_account?.message)}
            {...form.register('bank_account')}
          />
        </Group>
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('settings.transfer.payment_days')}
            description={t('settings.transfer.payment_days_description')}
            required
            inputMode="numeric"
            autoComplete="off"
            miw={220}
            error={errorText(errors.payment_days?.message)}
            {...form.register('payment_days', { valueAsNumber: true })}
          />
          <TextInput
            label={t('settings.transfer.reminder_days')}
            description={t('settings.transfer.reminder_days_description')}
            required
            inputMode="numeric"
            autoComplete="off"
            miw={220}
            error={errorText(errors.reminder_days?.message)}
            {...form.register('reminder_days', { valueAsNumber: true })}
          />
        </Group>
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.transfer.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Group orders by bank transfer (decision 0046): the bank and account number the pro-forma names,
 * the default payment term and the reminder's lead, saved on their own and audited.
 */
export function SettingsTransferForm() {
  const { t } = useAdminTranslation();
  const query = useTransferSettings();
  let content;
  if (query.isPending) {
    content = <Skeleton height={160} radius="md" aria-label={t('common.loading')} role="status" />;
  } else if (!query.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <TransferForm settings={query.data} />;
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-transfer-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="settings-transfer-title">
            {t('settings.transfer.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.transfer.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
