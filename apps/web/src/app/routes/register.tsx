import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths, safeReturnTo } from '../../config/paths';
import { AuthPage } from '../../features/account/components/auth-page';
import { RegisterForm } from '../../features/account/components/register-form';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { useCaptchaSiteKey } from '../use-captcha-site-key';

/** `/register`: a new account, to be activated from the e-mail. */
export function Component() {
  const { t } = useAccountTranslation();
  const captchaSiteKey = useCaptchaSiteKey();
  // Came from a sign-in on the way somewhere (the cart): its link back keeps the way.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('next'));
  return (
    <AuthPage
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <Text>
          {t('register.has_account')}{' '}
          <Anchor component={Link} to={paths.login(returnTo)} fw={700}>
            {t('register.login')}
          </Anchor>
        </Text>
      }
    >
      <RegisterForm captchaSiteKey={captchaSiteKey} />
    </AuthPage>
  );
}
