import { describe, expect, it } from 'vitest';
import { paymentPageHtml, processedPageHtml } from './payment-page.js';
import type { SimulatedTransaction } from './simulator-transactions.js';
import { cardOutcome, testCards } from './test-cards.js';

function transaction(overrides: Partial<SimulatedTransaction> = {}): SimulatedTransaction {
  return {
    transactionId: 512345678,
    merchant: 'PUBLICTESTHUF',
    orderRef: 'R-2025-0042',
    currency: 'HUF',
    total: 12580,
    remainingTotal: 12580,
    status: 'INIT',
    method: 'CARD',
    language: 'HU',
    customerEmail: 'vevo@example.hu',
    timeout: new Date(),
    timeoutText: '',
    url: 'https://shop.example/back',
    payToken: 'tok_en-1',
    createdAt: new Date(),
    refunds: [],
    ipn: [],
    ...overrides,
  };
}

describe('the payment page', () => {
  it('is in Hungarian for HU, with the merchant, the order and the amount', () => {
    const html = paymentPageHtml(transaction());
    expect(html).toMatch(/^<!doctype html>\n<html lang="hu">/);
    expect(html).toContain('<h1>SimplePay fizetés (szimulátor)</h1>');
    expect(html).toContain('PUBLICTESTHUF');
    expect(html).toContain('R-2025-0042');
    expect(html).toContain('12 580 Ft');
    expect(html).toContain('>Fizetés</button>');
    expect(html).toContain('>Mégse</button>');
    expect(html).toContain('<form method="post" action="/pay/tok_en-1">');
  });

  it('labels every input and lists the test cards', () => {
    const html = paymentPageHtml(transaction());
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['cardNumber', 'expiry', 'cvc', 'holder']);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    for (const card of testCards) expect(html).toContain(card.number);
  });

  it('loads nothing from outside and carries a phone viewport', () => {
    const html = paymentPageHtml(transaction());
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/i);
    expect(html).not.toMatch(/\b(src|href)=/i);
    expect(html).not.toMatch(/url\(/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('is in English for other languages, with their lang attribute', () => {
    const html = paymentPageHtml(transaction({ language: 'DE', currency: 'EUR', total: 25.5 }));
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('25.50 EUR');
  });

  it('escapes what the shop sent', () => {
    const html = paymentPageHtml(transaction({ orderRef: '<script>alert("x")</script>' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('says a closed transaction was already processed', () => {
    const html = processedPageHtml(transaction({ status: 'FINISHED', language: 'EN' }));
    expect(html).toContain('<h1>This payment has already been processed</h1>');
    expect(html).not.toContain('<form');
  });
});

describe('the test cards', () => {
  it('decide the outcome; spaces and dashes are allowed; anything else is declined', () => {
    expect(cardOutcome('4908 3660 9990 0425')).toBe('SUCCESS');
    expect(cardOutcome('4908366099900425')).toBe('SUCCESS');
    expect(cardOutcome('4111-1111-1111-1111')).toBe('SUCCESS');
    expect(cardOutcome('4000 0000 0000 0002')).toBe('FAIL');
    expect(cardOutcome(' 4000 0000 0000 0119 ')).toBe('TIMEOUT');
    expect(cardOutcome('5555 5555 5555 4444')).toBe('FAIL');
    expect(cardOutcome('')).toBe('FAIL');
  });
});
