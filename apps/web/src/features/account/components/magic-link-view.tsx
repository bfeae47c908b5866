import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSendMagicLink } from '../api/email-api';
import { useMagicLinkLogin } from '../api/session-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { DoneNotice, NoticeText } from './done-notice';
import { EmailRequestForm } from './email-request-form';

interface MagicLinkViewProps {
  /** The `token` of the e-mailed link `/magic-link?token=…`, or null for the request form. */
  token: string | null;
  captchaSiteKey: string | null;
}

/**
 * `/magic-link`: without a token, the e-mail form (POST /send-magic-link); with one, signing in
 * (POST /magic-link/login, once) and on to the programme.
 */
export function MagicLinkView({ token, captchaSiteKey }: MagicLinkViewProps) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const signIn = useMagicLinkLogin(token);
  const send = useSendMagicLink();
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (signIn.isSuccess) void navigate(paths.home(), { replace: true });
  }, [signIn.isSuccess, navigate]);

  if (sentTo) {
    return (
      <DoneNotice title={t('magic_link.sent_title')}>
        <NoticeText>{t('magic_link.sent_text', { email: sentTo })}</NoticeText>
      </DoneNotice>
    );
  }

  if (token && !signIn.isError) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('magic_link.signing_in')}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      {token && signIn.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('magic_link.failed_title')}
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          {t('magic_link.failed_text')}
        </Alert>
      ) : null}
      <EmailRequestForm
        submitLabel={t('magic_link.submit')}
        action="magic_link"
        captchaSiteKey={captchaSiteKey}
        send={send.mutateAsync}
        onSent={setSentTo}
      />
    </Stack>
  );
}
