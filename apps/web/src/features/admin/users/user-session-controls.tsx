import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { AdminUserDetails } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useUserSessionAction } from './users-api';

type Action = 'end' | 'lock' | 'unlock';

interface UserSessionControlsProps {
  user: AdminUserDetails;
  /** The administrator's own account: they do not lock themselves out. */
  ownAccount: boolean;
}

/**
 * An account's sign-ins (decision 0055): how many sessions are live, whether it is locked; end
 * all its sessions, lock or unlock it, each after a confirmation saying what happens. The
 * server's message in a toast; its refusal in the dialog.
 */
export function UserSessionControls({ user, ownAccount }: UserSessionControlsProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const run = useUserSessionAction(user.id);
  const [action, setAction] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Kept while the dialog closes, so its texts do not change under the closing animation.
  const [shown, setShown] = useState<Action>('end');

  const open = (next: Action) => {
    setFailure(null);
    setShown(next);
    setAction(next);
  };
  const close = () => {
    if (!run.isPending) setAction(null);
  };
  const confirm = () => {
    if (run.isPending || action === null) return;
    setFailure(null);
    run.mutate(action, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message, autoClose: 6000 });
        setAction(null);
      },
      onError: (error) => {
        setFailure(
          isApiError(error) && error.body?.message ? error.body.message : t('users.page.failed'),
        );
      },
    });
  };

  const texts = {
    end: { title: 'users.page.sessions.end_title', text: 'users.page.sessions.end_text' },
    lock: { title: 'users.page.sessions.lock_title', text: 'users.page.sessions.lock_text' },
    unlock: { title: 'users.page.sessions.unlock_title', text: 'users.page.sessions.unlock_text' },
  } as const;

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('users.page.sessions.title')}</Text>
      <Text size="sm">{t('users.page.sessions.live', { count: user.live_sessions })}</Text>
      {user.locked_at ? (
        <Alert color="red" variant="outline" icon={<IconLock size={20} aria-hidden />}>
          {t('users.page.sessions.locked_since', { at: formatDateTime(user.locked_at, locale) })}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => {
            open('end');
          }}
        >
          {t('users.page.sessions.end_all')}
        </Button>
        {user.locked_at ? (
          <Button
            variant="default"
            onClick={() => {
              open('unlock');
            }}
          >
            {t('users.page.sessions.unlock')}
          </Button>
        ) : (
          <Button
            color="red.9"
            disabled={ownAccount}
            onClick={() => {
              open('lock');
            }}
          >
            {t('users.page.sessions.lock')}
          </Button>
        )}
      </Group>
      {ownAccount ? (
        <Text size="sm" c="dimmed">
          <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {t('users.page.sessions.own_account')}
        </Text>
      ) : null}
      <AdminConfirmDialog
        opened={action !== null}
        onClose={close}
        title={t(texts[shown].title, { name: user.name })}
        closeLabel={t('users.page.cancel')}
        busy={run.isPending}
      >
        <Stack gap="md">
          <Text>{t(texts[shown].text)}</Text>
          {failure ? (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={close}
              aria-disabled={run.isPending || undefined}
              data-autofocus
            >
              {t('users.page.cancel')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              onClick={confirm}
              leftSection={
                run.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={run.isPending || undefined}
              aria-disabled={run.isPending || undefined}
            >
              {t(
                shown === 'end'
                  ? 'users.page.sessions.end_all'
                  : shown === 'lock'
                    ? 'users.page.sessions.lock'
                    : 'users.page.sessions.unlock',
              )}
            </Button>
          </Group>
        </Stack>
      </AdminConfirmDialog>
    </Stack>
  );
}
