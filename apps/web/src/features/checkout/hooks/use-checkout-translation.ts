import { validationCatalogs } from '@theatre/i18n/web-billing';
import { webCheckoutCatalogs } from '@theatre/i18n/web-checkout';
import { useTranslation } from 'react-i18next';
import { registerNamespace, registerTranslations } from '../../../lib/i18n';

// The checkout's texts travel with the cart page's chunk, not with the first load: registered when
// this module is evaluated, before the billing or review step renders. With them the validation
// texts ('Válasszon az opciók közül!').
registerNamespace('checkout', webCheckoutCatalogs);
registerTranslations('validation.required', validationCatalogs);

/** `t` over the `checkout` namespace (`t('billing.title')`). */
export function useCheckoutTranslation() {
  return useTranslation('checkout');
}
