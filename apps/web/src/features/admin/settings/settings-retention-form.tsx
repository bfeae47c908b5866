import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { retentionSettings, type RetentionSettings } from '@theatre/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { api } from '../../../lib/api-client';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { adminKeys } from '../shared/admin-keys';
import { useAdminTranslation } from '../shared/use-admin-translation';

const retentionFields = [
  'unverified_accounts_days',
  'expired_carts_hours',
  'purchase_links_days',
  'mail_messages_days',
  'client_errors_days',
  'security_log_days',
] as const;

/** GET /admin/settings/retention: the periods in force. */
function useRetentionSettings() {
  return useQuery({
    queryKey: adminKeys.retentionSettings(),
    queryFn: ({ signal }) => api.get<RetentionSettings>('/admin/settings/retention', { signal }),
    staleTime: 0,
  });
}

/** PUT /admin/settings/retention: the reply is the saved setting. */
function useSaveRetentionSettings() {
  return useMutation({
    mutationFn: (body: RetentionSettings) =>
      api.request<RetentionSettings>('/admin/settings/retention', {
        method: 'PUT',
        body,
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.retentionSettings(), reply);
    },
  });
}

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveRetentionSettings();
  const form = useForm<RetentionSettings>({
    resolver: zodResolver(retentionSettings, zodParseOptions),
    defaultValues: settings,
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    retentionFields,
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      form.reset(await save.mutateAsync(body));
      notify({ tone: 'success', message: t('settings.retention.saved') });
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
        {retentionFields.map((field) => (
          <TextInput
            key={field}
            label={t(`settings.retention.${field}`)}
            required
            inputMode="numeric"
            autoComplete="off"
            maw={420}
            error={errorText(errors[field]?.message)}
            {...form.register(field, { valueAsNumber: true })}
          />
        ))}
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.retention.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Data retention (decision 0058): how long each kind of personal data and log is kept before the
 * housekeeping purges it, each within its bounds, saved on its own, audited and logged.
 */
export function SettingsRetentionForm() {
  const { t } = useAdminTranslation();
  const query = useRetentionSettings();
  let content;
  if (query.isPending) {
    content = <Skeleton height={320} radius="md" aria-label={t('common.loading')} role="status" />;
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
    content = <RetentionForm settings={query.data} />;
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-retention-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="settings-retention-title">
            {t('settings.retention.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.retention.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
