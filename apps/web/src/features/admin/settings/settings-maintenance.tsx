import '../shared/content-styles';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';
import type { MaintenanceState } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSwitchMaintenance } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { ContentConfirmModal } from '../shared/content-confirm-modal';

/**
 * The maintenance switch, with a confirmation either way: while it is on, visitors get the
 * service-unavailable notice (503), and the back office, which keeps working, switches it off.
 */
export function SettingsMaintenance({ state }: { state: MaintenanceState }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [opened, { open, close }] = useDisclosure(false);
  const [failed, setFailed] = useState(false);
  const change = useSwitchMaintenance();
  const on = state.enabled;
  const next = !on;

  const confirm = () => {
    setFailed(false);
    change.mutate(
      { enabled: next },
      {
        onSuccess: (reply) => {
          close();
          notify({ tone: 'success', message: reply.message });
        },
        onError: () => {
          setFailed(true);
        },
      },
    );
  };

  let lastChange: string | null = null;
  if (state.changed_at) {
    const at = formatDateTime(state.changed_at, locale);
    lastChange = state.changed_by
      ? t('settings.maintenance.last_change', { by: state.changed_by, at })
      : t('settings.maintenance.last_change_cli', { at });
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-maintenance-title"
    >
      <Stack gap="md">
        <Group gap="sm" justify="space-between">
          <Title order={2} size="h3" id="settings-maintenance-title">
            {t('settings.maintenance.title')}
          </Title>
          <Badge color={on ? 'red.9' : 'teal.9'} variant="outline" size="lg">
            {on ? t('settings.maintenance.on_badge') : t('settings.maintenance.off_badge')}
          </Badge>
        </Group>
        {on ? (
          <Alert color="orange" variant="light" icon={<IconTool size={20} aria-hidden />}>
            {t('settings.maintenance.on_text')}
          </Alert>
        ) : (
          <Text>{t('settings.maintenance.off_text')}</Text>
        )}
        {lastChange ? (
          <Text size="sm" c="dimmed">
            {lastChange}
          </Text>
        ) : null}
        <Button
          color={on ? 'teal.9' : 'red.9'}
          variant={on ? 'filled' : 'outline'}
          leftSection={<IconTool size={18} aria-hidden />}
          onClick={() => {
            setFailed(false);
            open();
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {on ? t('settings.maintenance.switch_off') : t('settings.maintenance.switch_on')}
        </Button>
      </Stack>
      <ContentConfirmModal
        opened={opened}
        onClose={close}
        title={
          next
            ? t('settings.maintenance.confirm_on_title')
            : t('settings.maintenance.confirm_off_title')
        }
        closeLabel={t('settings.maintenance.cancel')}
      >
        <Stack gap="md">
          <Text>
            {next
              ? t('settings.maintenance.confirm_on_text')
              : t('settings.maintenance.confirm_off_text')}
          </Text>
          {failed ? (
            <Alert color="red" variant="outline" role="alert">
              {t('settings.maintenance.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('settings.maintenance.cancel')}
            </Button>
            <Button color={next ? 'red.9' : 'teal.9'} loading={change.isPending} onClick={confirm}>
              {next ? t('settings.maintenance.confirm_on') : t('settings.maintenance.confirm_off')}
            </Button>
          </Group>
        </Stack>
      </ContentConfirmModal>
    </Paper>
  );
}
