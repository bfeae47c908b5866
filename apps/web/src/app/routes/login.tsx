import { Alert, Anchor, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths, safeReturnTo } from '../../config/paths';
import { AuthPage } from '../../features/account/components/auth-page';
import { LoginForm } from '../../features/account/components/login-form';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { useAuthStore } from '../../features/account/stores/auth-store';
import { useCaptchaSiteKey } from '../use-captcha-site-key';

function noticeOf(state: unknown): string | null {
  if (state === null || typeof state !== 'object') return null;
  const notice = (state as Record<string, unknown>)['notice'];
  return typeof notice === 'string' && notice.trim() ? notice : null;
}

/** `/login`: e-mail and password; afterwards back to the page the visitor came from, or home. */
export function Component() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const returnTo = safeReturnTo(params.get('next'));
  const signedIn = useAuthStore((state) => state.token !== null);
  const captchaSiteKey = useCaptchaSiteKey();
  const notice = noticeOf(location.state);

  if (signedIn) return <Navigate to={returnTo ?? paths.home()} replace />;

  return (
    <AuthPage
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <Text>
          {t('login.no_account')}{' '}
          <Anchor component={Link} to={paths.register(returnTo)} fw={700}>
            {t('login.register')}
          </Anchor>
        </Text>
      }
    >
      {notice ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          {notice}
        </Alert>
      ) : null}
      <LoginForm captchaSiteKey={captchaSiteKey} returnTo={returnTo} />
    </AuthPage>
  );
}
