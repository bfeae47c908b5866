import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
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
  secondFactorRoles,
  sessionSettingsBody,
  type SessionSettings,
  type SessionSettingsBody,
} from '@theatre/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { api } from '../../../lib/api-client';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { adminKeys } from '../shared/admin-keys';
import { useAdminTranslation } from '../shared/use-admin-translation';

const sessionFields = ['staff_idle_minutes', 'second_factor_roles'] as const;

/** GET /admin/settings/sessions: the staff idle limit in force. */
function useSessionSettings() {
  return useQuery({
    queryKey: adminKeys.sessionSettings(),
    queryFn: ({ signal }) => api.get<SessionSettings>('/admin/settings/sessions', { signal }),
    staleTime: 0,
  });
}

/** PUT /admin/settings/sessions: the reply is the saved setting. */
function useSaveSessionSettings() {
  return useMutation({
    mutationFn: (body: SessionSettingsBody) =>
      api.request<SessionSettings>('/admin/settings/sessions', {
        method: 'PUT',
        body,
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.sessionSettings(), reply);
    },
  });
}

function SessionsForm({ settings }: { settings: SessionSettings }) {
  const { t } = useAdminTranslation();
  const save = useSaveSessionSettings();
  const form = useForm<SessionSettingsBody>({
    resolver: zodResolver(sessionSettingsBody, zodParseOptions),
    defaultValues: settings,
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    sessionFields,
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      form.reset(await save.mutateAsync(body));
      notify({ tone: 'success', message: t('settings.sessions.saved') });
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
        <TextInput
          label={t('settings.sessions.staff_idle_minutes')}
          required
          inputMode="numeric"
          autoComplete="off"
          maw={320}
          error={errorText(errors.staff_idle_minutes?.message)}
          {...form.register('staff_idle_minutes', { valueAsNumber: true })}
        />
        <Controller
          control={form.control}
          name="second_factor_roles"
          render={({ field }) => (
            <Checkbox.Group
              label={t('settings.sessions.second_factor_roles')}
              description={t('settings.sessions.second_factor_roles_description')}
              value={field.value ?? []}
              onChange={(value) => {
                field.onChange(secondFactorRoles.filter((role) => value.includes(role)));
              }}
              error={errorText(errors.second_factor_roles?.message)}
            >
              <Group gap="md" mt="xs">
                {secondFactorRoles.map((role) => (
                  <Checkbox key={role} value={role} label={t(`users.roles.${role}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('settings.sessions.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Sessions (decision 0055): after how many minutes without their own activity staff are signed
 * out (5–240; 30 unless changed), and which staff roles must pass a second factor (decision
 * 0056); saved on its own and audited.
 */
export function SettingsSessionsForm() {
  const { t } = useAdminTranslation();
  const query = useSessionSettings();
  let content;
  if (query.isPending) {
    content = <Skeleton height={100} radius="md" aria-label={t('common.loading')} role="status" />;
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
    content = <SessionsForm settings={query.data} />;
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-sessions-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="settings-sessions-title">
            {t('settings.sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.sessions.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
