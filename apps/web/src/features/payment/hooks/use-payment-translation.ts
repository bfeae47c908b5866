import { webCheckoutCatalogs } from '@theatre/i18n/web-checkout';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../lib/i18n';

// The payment pages share the checkout's namespace (the same lazy catalogue): registered when this
// module is evaluated, before any payment page renders.
registerNamespace('checkout', webCheckoutCatalogs);

/** `t` over the `checkout` namespace (`t('payment.success_title')`). */
export function usePaymentTranslation() {
  return useTranslation('checkout');
}

/** The payment texts outside React (a failed start's toast), in the current language. */
export function paymentText() {
  return i18next.getFixedT(null, 'checkout');
}
