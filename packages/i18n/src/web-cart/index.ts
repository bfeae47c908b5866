import { webCart as en } from './en.js';
import { webCart as hu } from './hu.js';

/**
 * The `cart` namespace of the web app, per locale: loaded with the event page's add buttons, the
 * header's countdown and the cart page, never in the first load.
 */
export const webCartCatalogs = { hu, en } as const;
export type WebCartCatalog = typeof hu;
