import { validationCatalogs } from '@theatre/i18n/web-billing';
import { webCheckoutCatalogs } from '@theatre/i18n/web-checkout';
import { useTranslation } from 'react-i18next';
import { registerNamespace, registerTranslations } from '../../../lib/i18n';

// The guest's texts are the checkout's namespace (`guest.*`), which travels with the cart page's
// chunk: registered when this module is evaluated, with the validation texts of the request form.
registerNamespace('checkout', webCheckoutCatalogs);
registerTranslations('validation.required', validationCatalogs);

/** `t` over the `checkout` namespace (`t('guest.send')`). */
export function useGuestTranslation() {
  return useTranslation('checkout');
}
