import { useSearchParams } from 'react-router';
import { AuthPage } from '../../features/account/components/auth-page';
import { EraseAccountView } from '../../features/account/components/erase-account-view';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';

/** `/erase-account?token=…`: the e-mailed link that confirms an account's erasure (decision 0054). */
export function Component() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <AuthPage title={t('data.erase_title')} intro={t('erase_account.intro')}>
      <EraseAccountView token={token} />
    </AuthPage>
  );
}
