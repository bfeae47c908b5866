import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CaptchaNotice } from '../../features/account/components/captcha-notice';
import { useCaptcha } from '../../features/account/hooks/use-captcha';
import { useAuthStore } from '../../features/account/stores/auth-store';
import { useAdoptCart, useSpendCart } from '../../features/cart/api/cart-api';
import { withCartKey } from '../../features/cart/api/cart-session';
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
} from '../../features/checkout/lib/billing-choice';
import { sendPurchaseLink } from '../../features/guest/api/purchase-link-api';
import { GuestModeNote } from '../../features/guest/components/guest-mode-note';
import { GuestStart } from '../../features/guest/components/guest-start';
import type { PurchaseLinkRequest } from '../../features/guest/components/purchase-link-form';
import {
  PurchaseLinkOpening,
  type OpenedLink,
} from '../../features/guest/components/purchase-link-opening';
import { useGuestTranslation } from '../../features/guest/hooks/use-guest-translation';
import { usePurchasePass } from '../../features/guest/stores/purchase-pass-store';
import { useSettingsStore } from '../../features/layout/stores/settings-store';
import { OrderPayment } from '../../features/payment/components/order-payment';
import { orderIdParam } from '../../features/payment/lib/order-id';
import { PaymentGuestContext } from '../../features/payment/hooks/use-payment-guest';
import { startPayment } from '../../features/payment/lib/start-payment';
import { isApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useGuestBuyer } from '../guest-buyer';
import { connectGuestSession, useGuestPass } from '../guest-session';
import { useCaptchaSiteKey } from '../use-captcha-site-key';

connectGuestSession();

/** `?step=`: the checkout's step, kept in the address for Back (signed in, or a guest). */
const stepParams = { billing: 1, review: 2 } as const;

/** The cart store's checkout fields (docs/product.md §3) as the checkout reads them. */
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

/** POST /send-purchase-link for the held cart (a lost cart answers for itself). */
function requestPurchaseLink(request: PurchaseLinkRequest) {
  return withCartKey((key, options) => sendPurchaseLink({ ...request, cart_key: key }, options));
}

/** A guest's calls may be refused for the link itself (expired meanwhile): the page answers. */
const guestCodes = ['purchase_link_invalid'] as const;

/** The purchase link's token the page is opening, kept in the history entry's state. */
function openingToken(state: unknown): string | null {
  if (state === null || typeof state !== 'object') return null;
  const token = (state as Record<string, unknown>)['purchase'];
  return typeof token === 'string' ? token : null;
}

/**
 * `/cart`: the cart and checkout (docs/product.md §2). Step 1 (the cart, the cart feature), step 2
 * (billing) and step 3 (review and pay) of the checkout feature, then the payment (the payment
 * feature) once the order is stored: `?step=pay&order={id}`. Continue needs a signed-in user
 * (docs/product.md §5): a visitor goes to the login, which brings them back here, or asks for a
 * purchase link (the guest feature) and buys as a guest with it: `?purchase={token}` opens the
 * link, after which Continue goes on to a receipt-only checkout. The review needs a decided
 * choice; otherwise the billing step shows.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t: tGuest } = useGuestTranslation();
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
  const adoptCart = useAdoptCart();
  const pass = useGuestPass();
  const paymentGuest = useGuestBuyer(pass);
  // Guest mode: one link, one order (decision 0014); the link orders whichever cart is held.
  const guest = pass !== null && pass.order_id === null ? pass : null;
  const canCheckout = signedIn || guest !== null;
  const [leftGuestMode, setLeftGuestMode] = useState(false);
  const linkParam = params.get('purchase');
  const purchase = linkParam ?? openingToken(location.state);
  const requested = params.get('step');
  const orderId = orderIdParam(params.get('order'));
  const offerGuest = purchase === null && !canCheckout && requested !== 'pay';
  const captchaSiteKey = useCaptchaSiteKey();
  // reCAPTCHA loads only where the purchase link's form is offered.
  const captcha = useCaptcha(offerGuest ? captchaSiteKey : null);

  // The token leaves the address at once (history, referrers, screenshots): the history entry's
  // state keeps it while the link opens.
  useEffect(() => {
    if (linkParam === null) return;
    const next = new URLSearchParams(params);
    next.delete('purchase');
    setParams(next, { replace: true, state: { purchase: linkParam } });
  }, [linkParam, params, setParams]);

  const onOpened = useCallback(
    (opened: OpenedLink) => {
      if (opened.kind === 'order') {
        setParams({ step: 'pay', order: String(opened.orderId) }, { replace: true });
        return;
      }
      if (!opened.asGuest) notify({ tone: 'info', message: tGuest('guest.signed_in_adopted') });
      setParams({}, { replace: true });
    },
    [setParams, tGuest],
  );

  if (purchase !== null) {
    return (
      <PurchaseLinkOpening
        key={purchase}
        token={purchase.trim()}
        signedIn={signedIn}
        adoptCart={adoptCart}
        onOpened={onOpened}
      />
    );
  }

  if ((signedIn || paymentGuest !== null) && requested === 'pay' && orderId !== null) {
    return (
      <PaymentGuestContext value={paymentGuest}>
        <OrderPayment orderId={orderId} provider={provider} />
      </PaymentGuestContext>
    );
  }

  let step: CheckoutStep = 0;
  if (canCheckout && (requested === 'billing' || requested === 'review')) {
    const decided = guest ? choice.needs_invoice === 0 : choice.needs_invoice !== false;
    step = requested === 'review' && decided ? 2 : 1;
  }
  const go = (next: CheckoutStep) => {
    if (next === 0) setParams({});
    else setParams({ step: next === 1 ? 'billing' : 'review' });
  };

  const leaveGuestMode = (message: string) => {
    usePurchasePass.getState().clear();
    setLeftGuestMode(true);
    notify({ tone: 'info', message, autoClose: 8000 });
  };

  // Next: the order is stored (the cart is spent: flushed, a new key), then its payment starts.
  const pay = async (body: OrderBodyWithoutKey) => {
    try {
      await spend(
        (key, options) =>
          storeOrder(
            { ...body, cart_key: key },
            guest ? { handles: [...options.handles, ...guestCodes] } : options,
          ),
        (order) => {
          if (guest)
            usePurchasePass.getState().recordOrder(order.id, body.ticket_delivery ?? 'email');
          setParams({ step: 'pay', order: String(order.id) }, { replace: true });
          void startPayment(order.id, {
            onPaid: () => {
              void navigate(paths.paymentSuccess(order.id), { replace: true });
            },
          });
        },
      );
    } catch (error) {
      // The link expired meanwhile: guest mode ends, and the cart page says why.
      if (guest && isApiError(error) && error.code === 'purchase_link_invalid') {
        leaveGuestMode(error.message.trim() || tGuest('guest.invalid_text'));
        go(0);
      }
      throw error;
    }
  };

  let body = null;
  if (step === stepParams.billing) {
    body = (
      <BillingStep
        choice={choice}
        dispatch={dispatchChoice}
        userName={userName}
        receiptOnly={guest !== null}
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
        guest={guest ? { name: guest.name, email: guest.email } : undefined}
        onBack={() => {
          go(1);
        }}
        onPay={pay}
      />
    );
  }

  let guestPart = null;
  if (guest) {
    guestPart = (
      <GuestModeNote
        email={guest.email}
        onLeave={() => {
          leaveGuestMode(tGuest('guest.left'));
        }}
      />
    );
  } else if (!signedIn) {
    guestPart = (
      <GuestStart
        send={requestPurchaseLink}
        getCaptchaToken={() => captcha.getToken('purchase_link')}
        captchaNotice={<CaptchaNotice enabled={captcha.enabled} />}
        defaults={pass ? { name: pass.name, email: pass.email } : undefined}
        focusOnMount={leftGuestMode}
      />
    );
  }

  return (
    <CartCheckout
      step={step}
      continuesToLogin={!canCheckout}
      guest={guestPart}
      onContinue={() => {
        if (canCheckout) go(1);
        else void navigate(paths.login(paths.cart()));
      }}
      onStepSelect={go}
    >
      {body}
    </CartCheckout>
  );
}
