import type { Clock } from '../../lib/clock.js';
import type { TaxpayerLookup, TaxpayerResult } from './taxpayer-lookup.js';

export interface CachedTaxpayerLookupOptions {
  /** How long an answer (found, not_found, inactive) is reused; default 24 h. Failures never are. */
  ttlMs?: number;
  /** Most answers kept; the least recently used goes first. Default 1000. */
  maxEntries?: number;
  /**
   * NAV serves one request per second per IP. Requests go one at a time, and the next leaves this
   * long after the previous one's answer came back (so at least this long after NAV received
   * it, however long the way there took); default 1000 ms.
   */
  minIntervalMs?: number;
  /**
   * A lookup that would queue behind more than this many intervals is answered `unavailable` at
   * once (the buyer can type the data); NAV itself drops requests queued for over 60 s.
   * Default 30 s.
   */
  maxWaitMs?: number;
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
}

interface Entry {
  result: TaxpayerResult;
  expiresAt: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** NAV answers by the 8-digit taxpayer id; the VAT and county codes do not change the answer. */
function cacheKey(taxNumber: string): string {
  const digits = taxNumber.replace(/\D/g, '');
  return digits.length >= 8 ? digits.slice(0, 8) : taxNumber;
}

/**
 * Wraps a TaxpayerLookup: answers are cached in process, identical lookups in flight share one
 * request, and requests to NAV are queued to leave at least `minIntervalMs` apart, in the order
 * asked.
 */
export function createCachedTaxpayerLookup(
  inner: TaxpayerLookup,
  options: CachedTaxpayerLookupOptions = {},
): TaxpayerLookup {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 1000;
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const now = () => (options.clock?.now() ?? new Date()).getTime();
  const sleep = options.sleep ?? defaultSleep;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<TaxpayerResult>>();
  /** Requests wait for their turn in call order; `turn` settles when the last one is done. */
  let turn: Promise<void> = Promise.resolve();
  let waiting = 0;
  let lastAnswerAt = Number.NEGATIVE_INFINITY;

  function cached(key: string): TaxpayerResult | undefined {
    const entry = cache.get(key);
    if (!entry) return undefined;
    cache.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    cache.set(key, entry); // most recently used goes last
    return entry.result;
  }

  function remember(key: string, result: TaxpayerResult): void {
    if (result.kind === 'unavailable') return;
    cache.delete(key);
    cache.set(key, { result, expiresAt: now() + ttlMs });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }

  async function throttled(taxNumber: string): Promise<TaxpayerResult> {
    if (waiting * minIntervalMs > maxWaitMs) return { kind: 'unavailable', reason: 'throttled' };
    waiting += 1;
    const previous = turn;
    let done = () => {};
    turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await previous;
      const wait = lastAnswerAt + minIntervalMs - now();
      if (wait > 0) await sleep(wait);
      return await inner.lookup(taxNumber);
    } catch (error) {
      return {
        kind: 'unavailable',
        reason: error instanceof Error ? error.message : 'lookup_failed',
      };
    } finally {
      lastAnswerAt = now();
      waiting -= 1;
      done();
    }
  }

  return {
    lookup(taxNumber: string): Promise<TaxpayerResult> {
      const key = cacheKey(taxNumber);
      const hit = cached(key);
      if (hit) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = throttled(taxNumber)
        .then((result) => {
          remember(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
