import { describe, expect, it } from 'vitest';
import { backUrl } from './payment-flow.js';
import { signatureMatches } from './simulator-signature.js';
import type { SimulatedTransaction } from './simulator-transactions.js';

const key = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';

const tx = (overrides: Partial<SimulatedTransaction>) =>
  ({
    transactionId: 99844942,
    merchant: 'PUBLICTESTHUF',
    orderRef: '101010515680292482600',
    ...overrides,
  }) as SimulatedTransaction;

describe('the return address', () => {
  it('gives the official r and s for a success to url', () => {
    expect(backUrl(tx({ url: 'https://shop.example/back' }), key, 'SUCCESS')).toBe(
      'https://shop.example/back?r=eyJyIjowLCJ0Ijo5OTg0NDk0MiwiZSI6IlNVQ0NFU1MiLCJtIjoiUFVCTElDVEVTVEhVRiIsIm8iOiIxMDEwMTA1MTU2ODAyOTI0ODI2MDAifQ%3D%3D&s=El%2Fnvex9TjgjuORI63gEu5I5miGo4CSAD5lmEpKIxp7WuVRq6bBeh1QdyEvVGSsi',
    );
  });

  it('appends with & to a URL that has a query, and keeps a fragment last', () => {
    const location = backUrl(tx({ url: 'https://shop.example/back?lang=hu#top' }), key, 'CANCEL');
    expect(location).toMatch(/^https:\/\/shop\.example\/back\?lang=hu&r=[^&]+&s=[^&#]+#top$/);
    const url = new URL(location ?? '');
    const json = Buffer.from(url.searchParams.get('r') ?? '', 'base64').toString('utf8');
    expect(JSON.parse(json)).toEqual({
      r: 2016,
      t: 99844942,
      e: 'CANCEL',
      m: 'PUBLICTESTHUF',
      o: '101010515680292482600',
    });
    expect(signatureMatches(key, json, url.searchParams.get('s') ?? undefined)).toBe(true);
  });

  it('uses the event’s own address from urls', () => {
    const urls = {
      success: 'https://shop.example/ok',
      fail: 'https://shop.example/fail',
      cancel: 'https://shop.example/cancel',
      timeout: 'https://shop.example/timeout?x=1',
    };
    expect(backUrl(tx({ urls }), key, 'FAIL')).toMatch(/^https:\/\/shop\.example\/fail\?r=/);
    expect(backUrl(tx({ urls }), key, 'TIMEOUT')).toMatch(
      /^https:\/\/shop\.example\/timeout\?x=1&r=/,
    );
  });
});
