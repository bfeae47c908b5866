import { useState } from 'react';
import { useRequestPasswordReset } from '../api/email-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { DoneNotice, NoticeText } from './done-notice';
import { EmailRequestForm } from './email-request-form';

/** `/forgot-password`: the e-mail field and Restore (POST /reset-password), then the notice. */
export function ForgotPasswordView({ captchaSiteKey }: { captchaSiteKey: string | null }) {
  const { t } = useAccountTranslation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <DoneNotice title={t('forgot_password.sent_title')}>
        <NoticeText>{t('forgot_password.sent_text', { email: sentTo })}</NoticeText>
      </DoneNotice>
    );
  }
  return (
    <EmailRequestForm
      submitLabel={t('forgot_password.submit')}
      action="reset_password"
      captchaSiteKey={captchaSiteKey}
      send={request.mutateAsync}
      onSent={setSentTo}
    />
  );
}
