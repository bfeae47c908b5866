import { web as en } from './locales/en/web.js';
import { web as hu } from './locales/hu/web.js';

/**
 * The web app's own texts (frame, programme, events, documents): its first-load catalogue. The
 * API's messages (`errors.*`, `messages.*`) are not in it: the server sends them translated. The
 * validation texts the web's own form checks need come with the account pages
 * (`@theatre/i18n/web-account`).
 */
export const webCatalogs = { hu, en } as const;
export type WebCatalog = typeof hu;
