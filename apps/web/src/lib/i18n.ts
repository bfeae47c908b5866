import {
  defaultLocale,
  fallbackLocale,
  isLocale,
  locales,
  resolveLocale,
  type Catalog,
  type Locale,
} from '@theatre/i18n';
import type { WebCatalog } from '@theatre/i18n/web';
import { web as huCatalog } from '@theatre/i18n/web/hu';
import type { ValidationCatalog, WebAccountCatalog } from '@theatre/i18n/web-account';
import type { WebAdminCatalog } from '@theatre/i18n/web-admin';
import type { WebBillingCatalog } from '@theatre/i18n/web-billing';
import type { WebCartCatalog } from '@theatre/i18n/web-cart';
import type { WebCheckoutCatalog } from '@theatre/i18n/web-checkout';
import type { WebOrdersCatalog } from '@theatre/i18n/web-orders';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * The catalogues. `translation`: the web's own texts, in the first load; its `validation.*` part
 * (texts of the client's form checks) arrives with the pages that have forms
 * (`registerValidationTexts`). `account`: the account pages' namespace, added by their chunk;
 * `cart`: the cart's (add buttons, countdown, cart page), likewise; `billing`: the billing fields
 * the profile and the checkout share; `checkout`: the checkout's steps 2 and 3 and the payment
 * pages; `orders`: the profile's order history and a guest's downloads. The API's messages are not
 * here: the server sends them translated. `admin`: the back office's, with its chunks.
 */
export interface Namespaces {
  translation: WebCatalog & ValidationCatalog;
  account: WebAccountCatalog;
  cart: WebCartCatalog;
  billing: WebBillingCatalog;
  checkout: WebCheckoutCatalog;
  orders: WebOrdersCatalog;
  admin: WebAdminCatalog;
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the main namespace, e.g. `nav.login`. */
export type MessageKey = Leaves<Namespaces['translation']>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Namespaces;
  }
}

export type { Locale };
export { locales };

/**
 * The language to start with (pure): the remembered choice, else Hungarian when the browser's
 * language is Hungarian, else English (docs/product.md §1).
 */
export function initialLocale(remembered: unknown, browserLanguage: string | undefined): Locale {
  if (isLocale(remembered)) return remembered;
  if (!browserLanguage) return defaultLocale;
  return resolveLocale(browserLanguage);
}

function applyHtmlLang(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The main catalogue of each language. Hungarian (the default) is in the first load; English
 * arrives as a small chunk when it is the language at start or is chosen: a Hungarian visitor's
 * first load carries no English texts (the first-load budget, decision 0006).
 */
const mainCatalogs: Record<Locale, () => Promise<Catalog<WebCatalog>>> = {
  hu: () => Promise.resolve(huCatalog),
  en: () => import('@theatre/i18n/web/en').then((module) => module.web),
};
const loadedCatalogs = new Set<Locale>(['hu']);

/** Loads a language's main catalogue (once); resolves when its texts can be shown. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loadedCatalogs.has(locale)) return;
  const catalog = await mainCatalogs[locale]();
  // Deep and without overwriting: texts a lazy chunk registered meanwhile stay.
  i18next.addResourceBundle(locale, 'translation', catalog, true, false);
  loadedCatalogs.add(locale);
}

/**
 * Starts i18next in `locale`. Answers null when the texts are there (Hungarian), otherwise a
 * promise to wait for before the first render (the English catalogue's chunk).
 */
export function setupI18n(locale: Locale): Promise<void> | null {
  void i18next.use(initReactI18next).init({
    resources: {
      hu: { translation: huCatalog },
    },
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyHtmlLang(locale);
  i18next.on('languageChanged', applyHtmlLang);
  if (loadedCatalogs.has(locale)) return null;
  // Until the English texts arrive nothing renders; should the chunk fail, Hungarian ones do.
  return loadLocale(locale).then(
    () => undefined,
    () => i18next.changeLanguage(defaultLocale).then(() => undefined),
  );
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : defaultLocale;
}

/** Calls `listener` after every change of language; answers the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => {
    i18next.off('languageChanged', listener);
  };
}

export async function changeLocale(locale: Locale): Promise<unknown> {
  await loadLocale(locale);
  return i18next.changeLanguage(locale);
}

/** Translate outside React (toasts of the API client). */
export function translate(key: MessageKey, params?: Record<string, string | number>): string {
  if (!params) return i18next.t(key);
  // The typed overloads of `t` are too deep for a key union with options: call it untyped.
  const t = i18next.t.bind(i18next) as unknown as (key: string, options: object) => string;
  return t(key, params);
}

/** Whether the main catalogue has the key (a client-side validation message names one). */
export function hasTranslation(key: string): key is MessageKey {
  return i18next.exists(key);
}

/**
 * Adds texts to the main namespace when a lazy chunk brings them (the validation texts with the
 * form pages); a second call is a no-op.
 */
export function registerTranslations(
  marker: string,
  catalogues: Readonly<Record<Locale, object>>,
): void {
  for (const locale of locales) {
    if (i18next.exists(marker, { lng: locale, fallbackLng: false })) continue;
    i18next.addResourceBundle(locale, 'translation', catalogues[locale], true, false);
  }
}

/**
 * Adds a lazy page's namespace (every locale) when its chunk loads; a second call is a no-op.
 * Synchronous, so the page's first render already has its texts.
 */
export function registerNamespace<N extends Exclude<keyof Namespaces, 'translation'>>(
  namespace: N,
  catalogues: Readonly<Record<Locale, Catalog<Namespaces[N]>>>,
): void {
  for (const locale of locales) {
    if (!i18next.hasResourceBundle(locale, namespace)) {
      i18next.addResourceBundle(locale, namespace, catalogues[locale], true, true);
    }
  }
}

/** The current locale inside React; re-renders on change. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}
