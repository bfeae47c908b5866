import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { roles, type AdminUserDetails, type Role } from '@theatre/contracts';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSetUserRole } from './users-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';

interface UserRoleControlProps {
  user: AdminUserDetails;
  /** The administrator using the page: their own administrator role is not theirs to take. */
  ownAccount: boolean;
}

/**
 * The user's role: a select and "Save", then a confirmation saying what changes (and what an
 * administrator can do, or what a demoted account loses). The shop's refusals (your own role, the
 * last administrator) are shown in the confirmation; on success the server's message in a toast.
 */
export function UserRoleControl({ user, ownAccount }: UserRoleControlProps) {
  const { t } = useAdminTranslation();
  const change = useSetUserRole(user.id);
  const [chosen, setChosen] = useState<Role>(user.role);
  // A role saved (here or elsewhere) becomes the select's value (adjusted while rendering).
  const [savedRole, setSavedRole] = useState<Role>(user.role);
  if (savedRole !== user.role) {
    setSavedRole(user.role);
    setChosen(user.role);
  }
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const locked = ownAccount && user.role === 'admin';

  const close = () => {
    if (change.isPending) return;
    setConfirming(false);
  };

  const confirm = () => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate(chosen, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message, autoClose: 6000 });
        setConfirming(false);
      },
      onError: (error) => {
        setFailure(
          error instanceof NetworkError
            ? t('users.page.failed')
            : isApiError(error) && error.body?.message
              ? error.body.message
              : t('users.page.failed'),
        );
      },
    });
  };

  const demoting =
    (user.role === 'admin' && chosen !== 'admin') ||
    (user.role === 'cashier' && chosen === 'customer');

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('users.page.role')}
          description={t('users.page.role_description')}
          value={chosen}
          disabled={locked}
          onChange={(event) => {
            const value = roles.find((role) => role === event.currentTarget.value);
            if (value) setChosen(value);
          }}
          data={roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          disabled={locked || chosen === user.role}
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
        >
          {t('users.page.role_save')}
        </Button>
      </Group>
      {locked ? (
        <Text size="sm" c="dimmed">
          <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {t('users.page.own_account')}
        </Text>
      ) : null}
      <AdminConfirmDialog
        opened={confirming}
        onClose={close}
        title={t('users.page.confirm_title', { name: user.name })}
        closeLabel={t('users.page.cancel')}
        busy={change.isPending}
      >
        <Stack gap="md">
          <Text>
            {t('users.page.confirm_text', {
              from: t(`users.roles.${user.role}`),
              to: t(`users.roles.${chosen}`),
            })}
          </Text>
          {chosen === 'admin' || demoting ? (
            <Alert
              color={chosen === 'admin' ? 'orange' : 'red'}
              variant="light"
              icon={<IconAlertTriangle size={20} aria-hidden />}
            >
              {chosen === 'admin' ? t('users.page.confirm_admin') : t('users.page.confirm_demote')}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={close}
              aria-disabled={change.isPending || undefined}
              data-autofocus
            >
              {t('users.page.cancel')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              onClick={confirm}
              leftSection={
                change.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={change.isPending || undefined}
              aria-disabled={change.isPending || undefined}
            >
              {t('users.page.confirm')}
            </Button>
          </Group>
        </Stack>
      </AdminConfirmDialog>
    </Stack>
  );
}
