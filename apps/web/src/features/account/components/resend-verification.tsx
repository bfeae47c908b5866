import { Alert, Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useResendVerification } from '../api/email-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useCaptcha } from '../hooks/use-captcha';

/** POST /resend-verification for an address that signed in before confirming it. */
export function ResendVerification({
  email,
  captchaSiteKey,
}: {
  email: string;
  captchaSiteKey: string | null;
}) {
  const { t } = useAccountTranslation();
  const captcha = useCaptcha(captchaSiteKey);
  const resend = useResendVerification();
  return (
    <Alert color="yellow" variant="light" p="sm">
      {resend.isSuccess ? (
        <Text size="sm" role="status">
          {t('login.resent')}
        </Text>
      ) : (
        <Button
          variant="outline"
          size="sm"
          leftSection={<IconMailForward size={18} aria-hidden />}
          loading={resend.isPending}
          onClick={() => {
            void captcha.getToken('resend_verification').then((token) => {
              resend.mutate({ email, ...(token ? { captcha_token: token } : {}) });
            });
          }}
        >
          {t('login.resend')}
        </Button>
      )}
    </Alert>
  );
}
