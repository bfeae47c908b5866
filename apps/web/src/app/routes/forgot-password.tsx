import { AuthPage } from '../../features/account/components/auth-page';
import { ForgotPasswordView } from '../../features/account/components/forgot-password-view';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { useCaptchaSiteKey } from '../use-captcha-site-key';
import { BackToLogin } from '../../features/account/components/back-to-login';

/** `/forgot-password`: asks for the password-reset link. */
export function Component() {
  const { t } = useAccountTranslation();
  const captchaSiteKey = useCaptchaSiteKey();
  return (
    <AuthPage
      title={t('forgot_password.title')}
      intro={t('forgot_password.intro')}
      footer={<BackToLogin />}
    >
      <ForgotPasswordView captchaSiteKey={captchaSiteKey} />
    </AuthPage>
  );
}
