import { webAdmin as en } from './en.js';
import { webAdmin as hu } from './hu.js';

/** The `admin` namespace of the web app (the back office), per locale: lazy chunks only. */
export const webAdminCatalogs = { hu, en } as const;
export type WebAdminCatalog = typeof hu;
