import { webAccount as en } from './en.js';
import { webAccount as hu } from './hu.js';

export { validationCatalogs, type ValidationCatalog } from '../validation.js';

/** The `account` namespace of the web app, per locale (loaded with the account pages only). */
export const webAccountCatalogs = { hu, en } as const;
export type WebAccountCatalog = typeof hu;
