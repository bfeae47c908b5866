import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AdminUserDetails } from '@theatre/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useEraseUser } from './users-api';

/**
 * Erasing an account on the person's written request (decision 0054): a button, then a
 * confirmation that asks for the request as the reason; the shop's refusals show in it, the
 * server's message in a toast once done.
 */
export function UserEraseControl({ user }: { user: AdminUserDetails }) {
  const { t } = useAdminTranslation();
  const erase = useEraseUser(user.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const close = () => {
    if (erase.isPending) return;
    setOpen(false);
  };
  const submit = () => {
    if (erase.isPending) return;
    setFailure(null);
    setFieldError(null);
    erase.mutate(reason, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message, autoClose: 8000 });
        setOpen(false);
      },
      onError: (error) => {
        const field = isApiError(error) ? error.fieldErrors['reason']?.[0] : undefined;
        if (field) setFieldError(field);
        else setFailure(isApiError(error) ? error.message : t('users.page.failed'));
      },
    });
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('users.page.erase.intro')}
      </Text>
      <Button
        color="red.9"
        variant="outline"
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {t('users.page.erase.start')}
      </Button>
      <AdminConfirmDialog
        opened={open}
        onClose={close}
        title={t('users.page.erase.confirm_title', { name: user.name })}
        closeLabel={t('users.page.cancel')}
        busy={erase.isPending}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {t('users.page.erase.confirm_text')}
          </Alert>
          <Textarea
            label={t('users.page.erase.reason')}
            description={t('users.page.erase.reason_description')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={fieldError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
          />
          {failure ? (
            <Alert color="red" variant="outline" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} aria-disabled={erase.isPending || undefined}>
              {t('users.page.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={submit}
              leftSection={
                erase.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={erase.isPending || undefined}
              aria-disabled={erase.isPending || undefined}
            >
              {t('users.page.erase.submit')}
            </Button>
          </Group>
        </Stack>
      </AdminConfirmDialog>
    </Stack>
  );
}
