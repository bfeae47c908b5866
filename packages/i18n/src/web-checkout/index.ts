import { webCheckout as en } from './en.js';
import { webCheckout as hu } from './hu.js';

/**
 * The `checkout` namespace of the web app, per locale: the billing and review steps of the cart
 * page, the start of the payment and the payment result pages (lazy chunks only, never the first
 * load).
 */
export const webCheckoutCatalogs = { hu, en } as const;
export type WebCheckoutCatalog = typeof hu;
