import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useConfirmErasure } from '../api/data-rights-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useAuthStore } from '../stores/auth-store';
import { DoneNotice, NoticeText } from './done-notice';

/**
 * `/erase-account?token=…` (decision 0054): the e-mailed link of an account without a password.
 * Opening it erases nothing (mail scanners follow links): the button does, once; then the session
 * of this browser, if any, is gone too.
 */
export function EraseAccountView({ token }: { token: string | null }) {
  const { t } = useAccountTranslation();
  const confirm = useConfirmErasure();
  const clear = useAuthStore((state) => state.clear);
  useEffect(() => {
    if (confirm.isSuccess) clear({ byLogout: true });
  }, [confirm.isSuccess, clear]);

  if (confirm.isSuccess) {
    return (
      <DoneNotice
        title={t('erase_account.done_title')}
        icon={<IconCircleCheck size={34} aria-hidden />}
      >
        <NoticeText>{t('erase_account.done_text')}</NoticeText>
      </DoneNotice>
    );
  }
  const refused = isApiError(confirm.error) && confirm.error.status === 409;
  return (
    <Stack gap="lg">
      {!token || (confirm.isError && !refused) ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('erase_account.failed_title')}
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          {t('erase_account.failed_text')}
        </Alert>
      ) : null}
      {refused ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          {confirm.error?.message}
        </Alert>
      ) : null}
      {token && !(confirm.isError && !refused) ? (
        <>
          <Text>{t('data.erase_text')}</Text>
          <Button
            color="red.9"
            loading={confirm.isPending}
            onClick={() => {
              confirm.mutate({ token });
            }}
          >
            {t('erase_account.submit')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
