import { webOrdersCatalogs } from '@theatre/i18n/web-orders';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../lib/i18n';

// The order history's texts travel with its lazy chunks (the profile, a guest's paid screen), not
// with the first load: registered when this module is evaluated, before any of it renders.
registerNamespace('orders', webOrdersCatalogs);

/** `t` over the `orders` namespace (`t('history.title')`). */
export function useOrdersTranslation() {
  return useTranslation('orders');
}

/** The orders texts outside React (a failed download's toast), in the current language. */
export function ordersText() {
  return i18next.getFixedT(null, 'orders');
}
