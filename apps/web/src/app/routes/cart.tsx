import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthStore } from '../../features/account/stores/auth-store';
import { CartCheckout } from '../../features/cart/components/cart-checkout';

/** `?step=billing`: the checkout's second step (signed in only), kept in the address for Back. */
const billingStep = 'billing';

/**
 * `/cart`: checkout step 1 (spec section 2). Continue needs a signed-in user (spec section 5): a
 * visitor goes to the login, which brings them back here.
 */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  const step = signedIn && params.get('step') === billingStep ? 1 : 0;

  return (
    <CartCheckout
      step={step}
      signedIn={signedIn}
      onContinue={() => {
        if (signedIn) setParams({ step: billingStep });
        else void navigate(paths.login(paths.cart()));
      }}
      onBack={() => {
        setParams({});
      }}
    />
  );
}
