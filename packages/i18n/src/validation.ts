import { server as serverEn } from './locales/en/server.js';
import { server as serverHu } from './locales/hu/server.js';

/**
 * The validation texts (`validation.*`) the shared schemas of @theatre/contracts name: the web's
 * own form checks show them. Added to the web's main namespace with the pages that have forms.
 */
export const validationCatalogs = {
  hu: { validation: serverHu.validation },
  en: { validation: serverEn.validation },
} as const;
export type ValidationCatalog = { validation: typeof serverHu.validation };
