import { describe, expect, it } from 'vitest';
import { checkStart } from './start-request.js';

const huf = { merchant: 'PUBLICTESTHUF', secretKey: 'k', currency: 'HUF' as const };

const valid = {
  salt: 'f2dbffcef9a3ab94b618ddb59f0da637',
  merchant: 'PUBLICTESTHUF',
  orderRef: 'R-1',
  currency: 'HUF',
  customerEmail: 'vevo@example.hu',
  language: 'HU',
  sdkVersion: 'TicketShop_1.0',
  methods: ['CARD'],
  total: '12580',
  timeout: '2025-10-06T07:00:34+02:00',
  url: 'https://shop.example/back',
};

const codes = (body: Record<string, unknown>) => {
  const check = checkStart(body, huf);
  return 'errorCodes' in check ? check.errorCodes : [];
};

describe('checking a start request', () => {
  it('accepts a complete request, ignores unknown fields and reads the timeout', () => {
    const check = checkStart({ ...valid, someFutureField: { x: 1 } }, huf);
    expect(check).toEqual({
      ok: {
        orderRef: 'R-1',
        customerEmail: 'vevo@example.hu',
        language: 'HU',
        total: 12580,
        timeout: new Date('2025-10-06T05:00:34Z'),
        timeoutText: '2025-10-06T07:00:34+02:00',
        url: 'https://shop.example/back',
      },
    });
  });

  it('accepts a timeout written +0200', () => {
    expect(codes({ ...valid, timeout: '2025-10-06T07:00:34+0200' })).toEqual([]);
  });

  it.each([
    ['orderRef missing', { orderRef: undefined }, 5213],
    ['currency unknown', { currency: 'GBP' }, 5223],
    ['currency not the account’s', { currency: 'EUR' }, 5307],
    ['e-mail missing', { customerEmail: undefined }, 5219],
    ['e-mail invalid', { customerEmail: 'nem-email' }, 5219],
    ['language unknown', { language: 'XX' }, 5220],
    ['sdkVersion missing', { sdkVersion: '' }, 5320],
    ['methods missing', { methods: undefined }, 5217],
    ['WIRE with EAM', { methods: ['WIRE', 'EAM'] }, 5217],
    ['neither total nor items', { total: undefined }, 5324],
    ['a fraction of a forint', { total: '12.5' }, 5065],
    ['timeout without offset', { timeout: '2025-10-06T07:00:34' }, 5224],
    ['timeout missing', { timeout: undefined }, 5224],
    ['url invalid', { url: 'javascript:alert(1)' }, 5325],
    ['neither url nor urls', { url: undefined }, 5325],
    ['two-step asked', { twoStep: true }, 5308],
    ['invoice without city', { invoice: { name: 'A', zip: '1011', address: 'Bem rkp. 1' } }, 5310],
  ])('refuses %s', (_name, change, code) => {
    expect(codes({ ...valid, ...change })).toContain(code);
  });

  it('uses urls when sent (then url is ignored) and wants a valid address for each event', () => {
    const urls = {
      success: 'https://shop.example/ok',
      fail: 'https://shop.example/fail',
      cancel: 'https://shop.example/cancel',
      timeout: 'https://shop.example/timeout',
    };
    const check = checkStart({ ...valid, url: 'not a url', urls }, huf);
    expect(check).toMatchObject({ ok: { urls } });
    expect('ok' in check && check.ok.url).toBeFalsy();
    expect(codes({ ...valid, urls: { ...urls, cancel: 'ftp://x' } })).toEqual([5218]);
  });

  it('sums the items (with shipping and discount) and ignores total', () => {
    const check = checkStart(
      {
        ...valid,
        total: '1',
        items: [
          { ref: 'A', title: 'Jegy', amount: 2, price: '5000' },
          { ref: 'B', title: 'Műsorfüzet', amount: '1', price: 890 },
        ],
        shippingCost: '690',
        discount: 1000,
      },
      huf,
    );
    expect(check).toMatchObject({ ok: { total: 10580 } });
    expect(codes({ ...valid, items: [{ title: 'Jegy', amount: 0, price: 100 }] })).toContain(5209);
    expect(codes({ ...valid, items: [{ title: 'Jegy', amount: 1 }] })).toContain(5314);
    expect(codes({ ...valid, items: [] })).toContain(5324);
  });

  it('lists several problems at once', () => {
    expect(codes({ ...valid, customerEmail: '', language: '', sdkVersion: undefined })).toEqual([
      5219, 5220, 5320,
    ]);
  });
});
