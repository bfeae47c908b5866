import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { staffRoles, type AdminUserDetails, type StaffRole } from '@theatre/contracts';
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
 * The user's staff roles (decision 0057): a checkbox for each, with a line of what it allows, and
 * "Save", then a confirmation saying what changes (and what an administrator can do, or what a
 * demoted account loses). The shop's refusals (your own role, the
 * last administrator) are shown in the confirmation; on success the server's message in a toast.
 */
export function UserRoleControl({ user, ownAccount }: UserRoleControlProps) {
  const { t } = useAdminTranslation();
  const change = useSetUserRole(user.id);
  const [chosen, setChosen] = useState<StaffRole[]>(user.roles);
  // Roles saved (here or elsewhere) become the checkboxes' values (adjusted while rendering).
  const [savedRoles, setSavedRoles] = useState<StaffRole[]>(user.roles);
  if (savedRoles.join() !== user.roles.join()) {
    setSavedRoles(user.roles);
    setChosen(user.roles);
  }
  const named = (roles: readonly StaffRole[]) =>
    roles.length === 0
      ? t('users.roles.customer')
      : roles.map((role) => t(`users.roles.${role}`)).join(', ');
  const wasAdmin = user.roles.includes('administrator');
  const becomesAdmin = chosen.includes('administrator');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One's own administrator role stays; the other roles one may change.
  const ownAdmin = ownAccount && wasAdmin;

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

  const demoting = user.roles.some((role) => !chosen.includes(role));
  const unchanged = chosen.join() === user.roles.join();

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Checkbox.Group
          label={t('users.page.role')}
          description={t('users.page.role_description')}
          value={chosen}
          onChange={(values) => {
            setChosen(staffRoles.filter((role) => values.includes(role)));
          }}
          style={{ flex: '1 1 320px' }}
        >
          <Stack gap="xs" mt="xs">
            {staffRoles.map((role) => (
              <Checkbox
                key={role}
                value={role}
                label={t(`users.roles.${role}`)}
                description={t(`users.role_descriptions.${role}`)}
                disabled={ownAdmin && role === 'administrator'}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button
          disabled={unchanged}
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
        >
          {t('users.page.role_save')}
        </Button>
      </Group>
      {ownAdmin ? (
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
              from: named(user.roles),
              to: named(chosen),
            })}
          </Text>
          {(becomesAdmin && !wasAdmin) || demoting ? (
            <Alert
              color={becomesAdmin && !wasAdmin ? 'orange' : 'red'}
              variant="light"
              icon={<IconAlertTriangle size={20} aria-hidden />}
            >
              {becomesAdmin && !wasAdmin
                ? t('users.page.confirm_admin')
                : t('users.page.confirm_demote')}
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
