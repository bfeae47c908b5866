import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/email-api';
import { useVerifyEmail } from '../api/session-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { DoneNotice, NoticeText } from './done-notice';
import { EmailRequestForm } from './email-request-form';

interface VerifyEmailViewProps {
  userId: string;
  confirmToken: string;
  captchaSiteKey: string | null;
  /** The held cart to go back to, when this browser holds one; null: none. */
  cartPath?: string | null;
}

/** The shape of the link's parts; anything else cannot be a link we sent. */
function plausibleLink(userId: string, confirmToken: string): boolean {
  return /^[1-9]\d{0,9}$/.test(userId) && /^[\w-]{1,100}$/.test(confirmToken);
}

/**
 * `/verify-email/{user_id}/{confirm_token}`: confirms the address once (the token is single-use),
 * which signs the user in; a failed link offers a new confirmation e-mail.
 */
export function VerifyEmailView({
  userId,
  confirmToken,
  captchaSiteKey,
  cartPath = null,
}: VerifyEmailViewProps) {
  const valid = plausibleLink(userId, confirmToken);
  if (!valid) return <VerifyFailed captchaSiteKey={captchaSiteKey} />;
  return (
    <VerifyLink
      userId={userId}
      confirmToken={confirmToken}
      captchaSiteKey={captchaSiteKey}
      cartPath={cartPath}
    />
  );
}

function VerifyLink({ userId, confirmToken, captchaSiteKey, cartPath }: VerifyEmailViewProps) {
  const { t } = useAccountTranslation();
  const verify = useVerifyEmail(userId, confirmToken);
  if (verify.isError) return <VerifyFailed captchaSiteKey={captchaSiteKey} />;
  if (!verify.data) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('verify_email.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <DoneNotice
      title={t('verify_email.success_title')}
      icon={<IconCircleCheck size={34} aria-hidden />}
    >
      <NoticeText>{verify.data.message}</NoticeText>
      <NoticeText>{t('verify_email.success_text', { name: verify.data.user.name })}</NoticeText>
      <Group justify="center" mt="sm">
        {cartPath ? (
          <Button component={Link} to={cartPath}>
            {t('verify_email.to_cart')}
          </Button>
        ) : null}
        <Button component={Link} to={paths.home()} variant={cartPath ? 'outline' : 'filled'}>
          {t('common.to_programme')}
        </Button>
        <Button component={Link} to={paths.profile()} variant="outline">
          {t('verify_email.to_profile')}
        </Button>
      </Group>
    </DoneNotice>
  );
}

function VerifyFailed({ captchaSiteKey }: { captchaSiteKey: string | null }) {
  const { t } = useAccountTranslation();
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="lg">
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('verify_email.failed_title')}
        icon={<IconAlertCircle size={20} aria-hidden />}
      >
        {t('verify_email.failed_text')}
      </Alert>
      <Title order={2} size="h4">
        {t('verify_email.resend_title')}
      </Title>
      {sent ? (
        <Text role="status">{t('verify_email.resent')}</Text>
      ) : (
        <EmailRequestForm
          submitLabel={t('verify_email.resend_submit')}
          action="resend_verification"
          captchaSiteKey={captchaSiteKey}
          send={resend.mutateAsync}
          onSent={() => {
            setSent(true);
          }}
        />
      )}
    </Stack>
  );
}
