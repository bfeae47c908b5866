import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/account/components/auth-page';
import { MagicLinkView } from '../../features/account/components/magic-link-view';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { useCaptchaSiteKey } from '../use-captcha-site-key';
import { BackToLogin } from '../../features/account/components/back-to-login';

/** `/magic-link` (the form) and `/magic-link?token=…` (the e-mailed link signs in). */
export function Component() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const captchaSiteKey = useCaptchaSiteKey();
  return (
    <AuthPage
      title={t('magic_link.title')}
      intro={token ? undefined : t('magic_link.intro')}
      footer={<BackToLogin />}
    >
      <MagicLinkView token={token} captchaSiteKey={captchaSiteKey} />
    </AuthPage>
  );
}
