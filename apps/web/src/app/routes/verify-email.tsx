import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthPage } from '../../features/account/components/auth-page';
import { VerifyEmailView } from '../../features/account/components/verify-email-view';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { useCartPresence } from '../../features/cart/stores/cart-presence';
import { useCaptchaSiteKey } from '../use-captcha-site-key';

/** `/verify-email/:user_id/:confirm_token`: confirms the address from the e-mailed link. */
export function Component() {
  const { t } = useAccountTranslation();
  const { user_id: userId = '', confirm_token: confirmToken = '' } = useParams<
    'user_id' | 'confirm_token'
  >();
  const captchaSiteKey = useCaptchaSiteKey();
  // Confirmed while this browser holds a cart (registered on the way to paying): back to it.
  const holdingCart = useCartPresence((state) => state.holding);
  return (
    <AuthPage title={t('verify_email.title')}>
      <VerifyEmailView
        key={`${userId}/${confirmToken}`}
        userId={userId}
        confirmToken={confirmToken}
        captchaSiteKey={captchaSiteKey}
        cartPath={holdingCart ? paths.cart() : null}
      />
    </AuthPage>
  );
}
