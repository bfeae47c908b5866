import { useParams } from 'react-router';
import { AuthPage } from '../../features/account/components/auth-page';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { BackToLogin } from '../../features/account/components/back-to-login';

/** `/reset-password/:reset_token`: the new password, from the e-mailed link. */
export function Component() {
  const { t } = useAccountTranslation();
  const { reset_token: resetToken = '' } = useParams<'reset_token'>();
  return (
    <AuthPage
      title={t('reset_password.title')}
      intro={t('reset_password.intro')}
      footer={<BackToLogin />}
    >
      <ResetPasswordForm resetToken={resetToken} />
    </AuthPage>
  );
}
