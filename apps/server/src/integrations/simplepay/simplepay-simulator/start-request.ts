import { parseAmount, roundAmount } from './simulator-amounts.js';
import { parseSimplePayTime } from './simulator-dates.js';
import type { ReturnUrls, SimulatedMerchant } from './simulator-transactions.js';

/**
 * Checks a `start` request the way SimplePay does and names each problem by its error code.
 * Fields the simulator does not know are ignored (forward compatibility).
 */

export const languages = [
  'AR',
  'BG',
  'CS',
  'DE',
  'EN',
  'ES',
  'FR',
  'HR',
  'HU',
  'IT',
  'PL',
  'RO',
  'RU',
  'SK',
  'TR',
  'ZH',
] as const;

export interface StartFields {
  orderRef: string;
  customerEmail: string;
  language: string;
  total: number;
  timeout: Date;
  timeoutText: string;
  url?: string;
  urls?: ReturnUrls;
}

export type StartCheck = { ok: StartFields } | { errorCodes: number[] };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The amount to pay: the items' sum when items are sent (then `total` is ignored). */
function amountOf(body: Record<string, unknown>, account: SimulatedMerchant, errors: number[]) {
  const { items } = body;
  if (items === undefined || items === null) {
    if (body.total === undefined || body.total === null || body.total === '') {
      errors.push(5324);
      return undefined;
    }
    const total = parseAmount(body.total, account.currency);
    // 5065: invalid amount (SimplePay's own code for a malformed `total`).
    if (total === undefined) errors.push(5065);
    return total;
  }
  if (!Array.isArray(items) || items.length === 0) {
    errors.push(5324);
    return undefined;
  }
  let sum = 0;
  for (const item of items) {
    if (!isRecord(item)) {
      errors.push(5321);
      return undefined;
    }
    if (!filled(item.title)) errors.push(5313);
    const price = parseAmount(item.price, account.currency);
    if (item.price === undefined) errors.push(5314);
    else if (price === undefined) errors.push(5207);
    const amount = typeof item.amount === 'string' ? Number(item.amount) : item.amount;
    if (item.amount === undefined) errors.push(5315);
    else if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      errors.push(5209);
    }
    if (price !== undefined && typeof amount === 'number') sum += price * amount;
  }
  for (const [field, code, sign] of [
    ['shippingCost', 5216, 1],
    ['discount', 5215, -1],
  ] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === 0 || value === '0') continue;
    const extra = parseAmount(value, account.currency);
    if (extra === undefined) errors.push(code);
    else sum += sign * extra;
  }
  const total = roundAmount(sum);
  if (total <= 0) errors.push(5065);
  return total;
}

function returnUrls(body: Record<string, unknown>, errors: number[]) {
  const { url, urls } = body;
  if (urls !== undefined && urls !== null) {
    // `url` is ignored when `urls` is sent; each event then needs its own valid address.
    if (!isRecord(urls)) {
      errors.push(5218);
      return {};
    }
    const checked: ReturnUrls = {};
    for (const event of ['success', 'fail', 'cancel', 'timeout'] as const) {
      const value = urls[event];
      if (!isHttpUrl(value)) errors.push(5218);
      else checked[event] = value;
    }
    return { urls: checked };
  }
  if (!isHttpUrl(url)) {
    errors.push(5325);
    return {};
  }
  return { url };
}

/** `invoice` is optional here, but when sent it must name the recipient and the address. */
function checkInvoice(invoice: unknown, errors: number[]): void {
  if (invoice === undefined || invoice === null) return;
  if (!isRecord(invoice)) {
    errors.push(5321);
    return;
  }
  if (!filled(invoice.name) && !filled(invoice.company)) errors.push(5309);
  if (!filled(invoice.city)) errors.push(5310);
  if (!filled(invoice.zip)) errors.push(5311);
  if (!filled(invoice.address)) errors.push(5312);
}

function checkMethods(methods: unknown, errors: number[]): void {
  const known = ['CARD', 'WIRE', 'EAM'];
  if (
    !Array.isArray(methods) ||
    methods.length === 0 ||
    methods.some((method) => typeof method !== 'string' || !known.includes(method)) ||
    (methods.includes('WIRE') && methods.includes('EAM'))
  ) {
    errors.push(5217);
  }
}

/** Checks a start request of an already authenticated merchant account. */
export function checkStart(body: Record<string, unknown>, account: SimulatedMerchant): StartCheck {
  const errors: number[] = [];
  const { orderRef, currency, customerEmail, language, sdkVersion, timeout } = body;
  if (!filled(orderRef) || orderRef.length > 256) errors.push(5213);
  if (currency !== 'HUF' && currency !== 'EUR' && currency !== 'USD') errors.push(5223);
  else if (currency !== account.currency) errors.push(5307);
  if (!filled(customerEmail) || !emailPattern.test(customerEmail)) errors.push(5219);
  const pageLanguage = typeof language === 'string' ? language.toUpperCase() : '';
  if (!(languages as readonly string[]).includes(pageLanguage)) errors.push(5220);
  if (!filled(sdkVersion)) errors.push(5320);
  checkMethods(body.methods, errors);
  const total = amountOf(body, account, errors);
  // 5224: invalid time limit (missing, not ISO 8601 with an offset, or an impossible date).
  const deadline = parseSimplePayTime(timeout);
  if (!deadline) errors.push(5224);
  const redirect = returnUrls(body, errors);
  checkInvoice(body.invoice, errors);
  // The simulated accounts are one-step only: asking for two-step is refused.
  if (body.twoStep === true) errors.push(5308);
  if (errors.length > 0 || total === undefined || !deadline) {
    return { errorCodes: [...new Set(errors)] };
  }
  return {
    ok: {
      orderRef: orderRef as string,
      customerEmail: customerEmail as string,
      language: pageLanguage,
      total,
      timeout: deadline,
      timeoutText: timeout as string,
      ...redirect,
    },
  };
}
