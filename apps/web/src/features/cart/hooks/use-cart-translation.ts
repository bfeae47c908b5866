import { webCartCatalogs } from '@theatre/i18n/web-cart';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../lib/i18n';

// The cart's texts travel with its lazy chunks (the event page's add buttons, the header's
// countdown, the cart page), not with the first load: registered when this module is evaluated,
// before any of them renders.
registerNamespace('cart', webCartCatalogs);

/** `t` over the `cart` namespace (`t('page.title')`). */
export function useCartTranslation() {
  return useTranslation('cart');
}

/** The cart's texts outside React (the notices of an expired cart), in the current language. */
export function cartText() {
  return i18next.getFixedT(null, 'cart');
}
