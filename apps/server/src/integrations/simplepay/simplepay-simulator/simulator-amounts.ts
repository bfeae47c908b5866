import type { Currency } from './simulator-transactions.js';

/**
 * Amounts as SimplePay takes them: a number or a numeric string with `.` as the decimal
 * separator and no grouping; whole forints for HUF, at most two decimals for EUR and USD.
 */

/** A positive amount valid in the currency, or undefined. */
export function parseAmount(value: unknown, currency: Currency): number | undefined {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(value.trim())) {
    amount = Number(value.trim());
  } else return undefined;
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1e12) return undefined;
  const cents = amount * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) return undefined;
  if (currency === 'HUF' && !Number.isInteger(amount)) return undefined;
  return roundAmount(amount);
}

/** Rounds to whole cents, so sums and differences of amounts stay exact. */
export function roundAmount(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * For the payment page: forints Hungarian style in every language (`12 580 Ft`); other currencies
 * with a decimal comma in Hungarian (`12 580,50 EUR`) and a point otherwise (`12,580.50 EUR`).
 */
export function formatAmount(amount: number, currency: Currency, hungarian: boolean): string {
  if (currency === 'HUF') return `${group(String(Math.round(amount)), ' ')} Ft`;
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return hungarian
    ? `${group(whole, ' ')},${cents} ${currency}`
    : `${group(whole, ',')}.${cents} ${currency}`;
}
