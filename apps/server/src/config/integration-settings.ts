import type { RawConfig } from './environment.js';

/*
 * The outside systems' settings (NAV, SimplePay, Számlázz.hu, reCAPTCHA): each all or none, checked
 * and shaped here for loadConfig (config.ts). Problems are pushed to the caller's list.
 */

/** reCAPTCHA v3 bot protection: the keys and the lowest score that passes. */
export interface RecaptchaSettings {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** 0..1: a verdict below this score counts as a bot. */
  minScore: number;
}

/** The NAV Online Számla technical user for the taxpayer query. */
export interface NavSettings {
  login: string;
  password: string;
  signKey: string;
  /** The first 8 digits of the requesting company's tax number. */
  taxNumber: string;
  /** Base URL without a trailing slash, e.g. https://api.onlineszamla.nav.gov.hu/invoiceService/v3 */
  apiUrl: string;
}

/** The SimplePay merchant account (HUF). */
export interface SimplepaySettings {
  merchant: string;
  secretKey: string;
  /** The API base with a trailing slash, e.g. https://sandbox.simplepay.hu/payment/v2/ */
  apiUrl: string;
}

/** Számlázz.hu's Agent API, which issues the receipts and invoices and reports them to NAV. */
export interface SzamlazzSettings {
  agentKey: string;
  /** e.g. https://www.szamlazz.hu/szamla/ */
  apiUrl: string;
  receiptPrefix: string;
  invoicePrefix: string | null;
  /** E-invoices (the account needs the subscription); paper-style PDF invoices otherwise. */
  eInvoice: boolean;
}

const navKeys = [
  'NAV_LOGIN',
  'NAV_PASSWORD',
  'NAV_SIGN_KEY',
  'NAV_TAX_NUMBER',
  'NAV_API_URL',
] as const satisfies readonly (keyof RawConfig)[];

/**
 * The NAV settings: all or none (production requires all, listed with the other required
 * settings); the tax number as 8 digits (given as ######## or ########-#-##).
 */
export function navSettings(
  raw: RawConfig,
  production: boolean,
  problems: string[],
): NavSettings | null {
  const given = navKeys.filter((key) => raw[key] !== undefined);
  if (given.length === 0) return null;
  if (given.length < navKeys.length) {
    if (production) return null;
    const missing = navKeys.filter((key) => raw[key] === undefined);
    problems.push(
      `NAV settings are all or none: ${given.join(', ')} given, ${missing.join(', ')} missing`,
    );
    return null;
  }
  const { NAV_LOGIN, NAV_PASSWORD, NAV_SIGN_KEY, NAV_TAX_NUMBER, NAV_API_URL } = raw;
  if (!NAV_LOGIN || !NAV_PASSWORD || !NAV_SIGN_KEY || !NAV_TAX_NUMBER || !NAV_API_URL) return null;
  const taxNumber = /^(\d{8})(?:-?\d-?\d{2})?$/.exec(NAV_TAX_NUMBER)?.[1];
  if (taxNumber === undefined) {
    problems.push('NAV_TAX_NUMBER must be the 8-digit taxpayer id (or the whole ########-#-##)');
  }
  if (!URL.canParse(NAV_API_URL) || !/^https?:$/.test(new URL(NAV_API_URL).protocol)) {
    problems.push('NAV_API_URL must be an http(s) URL');
  }
  return {
    login: NAV_LOGIN,
    password: NAV_PASSWORD,
    signKey: NAV_SIGN_KEY,
    taxNumber: taxNumber ?? '',
    apiUrl: NAV_API_URL.replace(/\/+$/, ''),
  };
}

/** SimplePay: all three settings or none (production requires them). */
export function simplepaySettings(raw: RawConfig, problems: string[]): SimplepaySettings | null {
  const { SIMPLEPAY_MERCHANT: merchant, SIMPLEPAY_SECRET_KEY: secretKey } = raw;
  const apiUrl = raw.SIMPLEPAY_API_URL;
  const given = [merchant, secretKey, apiUrl].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (merchant === undefined || secretKey === undefined || apiUrl === undefined) {
    problems.push(
      'SIMPLEPAY_MERCHANT, SIMPLEPAY_SECRET_KEY and SIMPLEPAY_API_URL go together: give all three',
    );
    return null;
  }
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    problems.push(
      'SIMPLEPAY_API_URL must be an http(s) URL such as https://secure.simplepay.hu/payment/v2/',
    );
  }
  return { merchant, secretKey, apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/` };
}

/** Számlázz.hu: enabled by the Agent key; the API address and prefixes have defaults. */
export function szamlazzSettings(raw: RawConfig, problems: string[]): SzamlazzSettings | null {
  const agentKey = raw.SZAMLAZZ_AGENT_KEY;
  if (agentKey === undefined) return null;
  const apiUrl = raw.SZAMLAZZ_API_URL ?? 'https://www.szamlazz.hu/szamla/';
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    problems.push(
      'SZAMLAZZ_API_URL must be an http(s) URL such as https://www.szamlazz.hu/szamla/',
    );
  }
  return {
    agentKey,
    apiUrl,
    receiptPrefix: raw.SZAMLAZZ_RECEIPT_PREFIX ?? 'NYGT',
    invoicePrefix: raw.SZAMLAZZ_INVOICE_PREFIX ?? null,
    eInvoice: raw.SZAMLAZZ_E_INVOICE ?? true,
  };
}

/** reCAPTCHA: both keys or neither. */
export function recaptchaSettings(raw: RawConfig, problems: string[]): RecaptchaSettings | null {
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET_KEY: secretKey } = raw;
  if (siteKey === undefined && secretKey === undefined) return null;
  if (siteKey === undefined || secretKey === undefined) {
    problems.push(
      `RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together: ${
        siteKey === undefined ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET_KEY'
      } is missing`,
    );
    return null;
  }
  return {
    siteKey,
    secretKey,
    verifyUrl: raw.RECAPTCHA_VERIFY_URL,
    minScore: raw.RECAPTCHA_MIN_SCORE,
  };
}
