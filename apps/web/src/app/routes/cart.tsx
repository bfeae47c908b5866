import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthStore } from '../../features/account/stores/auth-store';
import { useSpendCart } from '../../features/cart/api/cart-api';
import { CartCheckout } from '../../features/cart/components/cart-checkout';
import { CartReviewLines } from '../../features/cart/components/cart-review-lines';
import { CartSummary } from '../../features/cart/components/cart-summary';
import type { CheckoutStep } from '../../features/cart/components/checkout-steps';
import { CouponForm } from '../../features/cart/components/coupon-form';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { storeOrder } from '../../features/checkout/api/order-api';
import { BillingStep } from '../../features/checkout/components/billing-step';
import { ReviewStep } from '../../features/checkout/components/review-step';
import {
  reduceChoice,
  type ChoiceAction,
  type CheckoutChoice,
  type OrderBodyWithoutKey,
} from '../../features/checkout/hooks/billing-choice';
import { useSettingsStore } from '../../features/layout/stores/settings-store';
import { OrderPayment } from '../../features/payment/components/order-payment';
import { orderIdParam } from '../../features/payment/hooks/order-id';
import { startPayment } from '../../features/payment/hooks/start-payment';

/** `?step=`: the checkout's step, kept in the address for Back (signed in only). */
const stepParams = { billing: 1, review: 2 } as const;

/** The cart store's checkout fields (spec section 3) as the checkout reads them. */
const pickChoice = (state: CheckoutChoice): CheckoutChoice => ({
  needs_invoice: state.needs_invoice,
  is_company: state.is_company,
  nav_error: state.nav_error,
  addressform: state.addressform,
});

/** A change of the billing choice, applied to the persisted cart store. */
function dispatchChoice(action: ChoiceAction): void {
  const state = useCartStore.getState();
  state.setCheckout(reduceChoice(pickChoice(state), action));
}

/**
 * `/cart`: the cart and checkout (spec section 2). Step 1 (the cart, the cart feature), step 2
 * (billing) and step 3 (review and pay) of the checkout feature, then the payment (the payment
 * feature) once the order is stored: `?step=pay&order={id}`. Continue needs a signed-in user
 * (spec section 5): a visitor goes to the login, which brings them back here. The review needs a
 * decided choice; otherwise the billing step shows.
 */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  const userName = useAuthStore((state) => state.user?.name ?? '');
  // One selector per field: zustand's useShallow would take its module into the first load's vendor
  // chunk (decision 0006).
  const needsInvoice = useCartStore((state) => state.needs_invoice);
  const isCompany = useCartStore((state) => state.is_company);
  const navError = useCartStore((state) => state.nav_error);
  const addressform = useCartStore((state) => state.addressform);
  const choice = useMemo<CheckoutChoice>(
    () => ({
      needs_invoice: needsInvoice,
      is_company: isCompany,
      nav_error: navError,
      addressform,
    }),
    [needsInvoice, isCompany, navError, addressform],
  );
  const summary = useCartStore((state) => state.summary);
  const provider = useSettingsStore((state) => state.settings?.payment_provider);
  const spend = useSpendCart();
  const requested = params.get('step');
  const orderId = orderIdParam(params.get('order'));

  if (signedIn && requested === 'pay' && orderId !== null) {
    return <OrderPayment orderId={orderId} provider={provider} />;
  }

  let step: CheckoutStep = 0;
  if (signedIn && (requested === 'billing' || requested === 'review')) {
    step = requested === 'review' && choice.needs_invoice !== false ? 2 : 1;
  }
  const go = (next: CheckoutStep) => {
    if (next === 0) setParams({});
    else setParams({ step: next === 1 ? 'billing' : 'review' });
  };

  // Next: the order is stored (the cart is spent: flushed, a new key), then its payment starts.
  const pay = async (body: OrderBodyWithoutKey) => {
    await spend(
      (key, options) => storeOrder({ ...body, cart_key: key }, options),
      (order) => {
        setParams({ step: 'pay', order: String(order.id) }, { replace: true });
        void startPayment(order.id, {
          onPaid: () => {
            void navigate(paths.paymentSuccess(order.id), { replace: true });
          },
        });
      },
    );
  };

  let body = null;
  if (step === stepParams.billing) {
    body = (
      <BillingStep
        choice={choice}
        dispatch={dispatchChoice}
        userName={userName}
        onBack={() => {
          go(0);
        }}
        onNext={() => {
          go(2);
        }}
      />
    );
  } else if (step === stepParams.review) {
    body = (
      <ReviewStep
        choice={choice}
        total={summary?.total ?? 0}
        lines={<CartReviewLines />}
        coupon={<CouponForm />}
        summary={summary ? <CartSummary summary={summary} /> : null}
        provider={provider}
        onBack={() => {
          go(1);
        }}
        onPay={pay}
      />
    );
  }

  return (
    <CartCheckout
      step={step}
      signedIn={signedIn}
      onContinue={() => {
        if (signedIn) go(1);
        else void navigate(paths.login(paths.cart()));
      }}
      onStepSelect={go}
    >
      {body}
    </CartCheckout>
  );
}
