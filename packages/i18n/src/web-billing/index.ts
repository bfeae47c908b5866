import { webBilling as en } from './en.js';
import { webBilling as hu } from './hu.js';

export { validationCatalogs, type ValidationCatalog } from '../validation.js';

/**
 * The `billing` namespace of the web app, per locale: the billing fields shared by the profile's
 * billing editor and the checkout's invoice step (loaded with those lazy pages only).
 */
export const webBillingCatalogs = { hu, en } as const;
export type WebBillingCatalog = typeof hu;
