import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startRecaptchaSimulator,
  type RecaptchaSimulator,
} from './recaptcha-simulator/recaptcha-simulator.js';
import { createRecaptchaVerifier } from './recaptcha-verifier.js';

const secret = '6LeSIMULATEDsecretKEY000000000000000000';

let google: RecaptchaSimulator;
const warnings: { obj: object; msg: string }[] = [];
const log = { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };

beforeAll(async () => {
  google = await startRecaptchaSimulator({
    secret,
    tokens: {
      'token-human': { score: 0.9, action: 'login', hostname: 'jegy.example.hu' },
      'token-borderline': { score: 0.5, action: 'register' },
      'token-bot': { score: 0.1, action: 'login' },
      'token-register': { score: 0.9, action: 'register' },
      'token-once': { score: 0.9, action: 'magic_link' },
      'token-wrong-secret': { score: 0.9, action: 'login' },
    },
  });
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => {
  warnings.length = 0;
});

const verifier = (overrides: { secretKey?: string; verifyUrl?: string; timeoutMs?: number } = {}) =>
  createRecaptchaVerifier({
    secretKey: secret,
    verifyUrl: google.url,
    minScore: 0.5,
    log,
    ...overrides,
  });

describe('the reCAPTCHA v3 verifier against the simulator', () => {
  it('is enabled', () => {
    expect(verifier().enabled).toBe(true);
  });

  it('passes a human for the action the token was made for, sending the visitor IP', async () => {
    expect(await verifier().verify('token-human', 'login', '203.0.113.7')).toBe(true);
    expect(google.calls().at(-1)).toEqual({ response: 'token-human', remoteip: '203.0.113.7' });
    expect(warnings).toEqual([]);
  });

  it('passes a score equal to the minimum', async () => {
    expect(await verifier().verify('token-borderline', 'register', '203.0.113.7')).toBe(true);
  });

  it('fails a low score', async () => {
    expect(await verifier().verify('token-bot', 'login', '203.0.113.7')).toBe(false);
  });

  it('fails a token made for another action', async () => {
    expect(await verifier().verify('token-register', 'login', '203.0.113.7')).toBe(false);
  });

  it('fails an unknown token and a token used twice', async () => {
    expect(await verifier().verify('made-up', 'login', '203.0.113.7')).toBe(false);
    expect(await verifier().verify('token-once', 'magic_link', '203.0.113.7')).toBe(true);
    expect(await verifier().verify('token-once', 'magic_link', '203.0.113.7')).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('fails with a wrong secret, and warns: that is our set-up, not the visitor', async () => {
    expect(
      await verifier({ secretKey: 'not-the-secret' }).verify(
        'token-wrong-secret',
        'login',
        '1.2.3.4',
      ),
    ).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toEqual({ errorCodes: ['invalid-input-secret'] });
    expect(JSON.stringify(warnings)).not.toContain('not-the-secret');
    // The token was not spent by the refused call.
    expect(await verifier().verify('token-wrong-secret', 'login', '1.2.3.4')).toBe(true);
  });

  it('fails a missing token without asking Google', async () => {
    const before = google.calls().length;
    expect(await verifier().verify(undefined, 'login', '203.0.113.7')).toBe(false);
    expect(await verifier().verify('', 'login', '203.0.113.7')).toBe(false);
    expect(google.calls()).toHaveLength(before);
  });

  it('fails with a warning when Google cannot be reached', async () => {
    const gone = await startRecaptchaSimulator({ secret, tokens: {} });
    await gone.close();
    expect(await verifier({ verifyUrl: gone.url }).verify('token-human', 'login', '1.2.3.4')).toBe(
      false,
    );
    expect(warnings.map((w) => w.msg)).toEqual(['reCAPTCHA verification failed']);
  });

  it('fails with a warning when Google answers too slowly', async () => {
    const slow = await startRecaptchaSimulator({
      secret,
      tokens: { 'token-slow': { score: 0.9, action: 'login' } },
      delayMs: 1000,
    });
    try {
      const impatient = verifier({ verifyUrl: slow.url, timeoutMs: 100 });
      expect(await impatient.verify('token-slow', 'login', '1.2.3.4')).toBe(false);
      expect(JSON.stringify(warnings)).toContain('TimeoutError');
    } finally {
      await slow.close();
    }
  });

  it('fails with a warning on an HTTP error', async () => {
    expect(
      await verifier({ verifyUrl: google.url.replace('siteverify', 'nowhere') }).verify(
        'token-human',
        'login',
        '1.2.3.4',
      ),
    ).toBe(false);
    expect(warnings[0]?.obj).toEqual({ status: 404 });
  });
});
