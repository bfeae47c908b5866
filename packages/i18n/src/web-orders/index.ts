import { webOrders as en } from './en.js';
import { webOrders as hu } from './hu.js';

/**
 * The `orders` namespace of the web app, per locale: the profile's order history and a guest's
 * downloads on the paid screen (lazy chunks only, never the first load).
 */
export const webOrdersCatalogs = { hu, en } as const;
export type WebOrdersCatalog = typeof hu;
