import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  alertSettingsBody,
  type AdminAlertSettings,
  type AlertSettingsBody,
} from '@theatre/contracts';
import { useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSaveAlertSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';

const alertFields = ['alert_email'] as const;

/**
 * Where alerts (a payment that disagrees with its order) are e-mailed: one address, or none. The
 * alerts show in the back office either way.
 */
export function SettingsAlertsForm({ settings }: { settings: AdminAlertSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveAlertSettings();
  const form = useForm<AlertSettingsBody>({
    resolver: zodResolver(alertSettingsBody, zodParseOptions),
    defaultValues: { alert_email: settings.alert_email },
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    alertFields,
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      const reply = await save.mutateAsync(body);
      form.reset({ alert_email: reply.settings.alerts.alert_email });
      notify({ tone: 'success', message: reply.message });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-alerts-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id="settings-alerts-title">
              {t('settings.alerts.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.alerts.description')}
            </Text>
          </Stack>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            type="email"
            autoComplete="email"
            label={t('settings.alerts.alert_email')}
            description={t('settings.alerts.alert_email_description')}
            error={errorText(errors.alert_email?.message)}
            maw={480}
            {...form.register('alert_email')}
          />
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.alerts.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
