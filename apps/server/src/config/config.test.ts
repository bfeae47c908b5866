import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the demo on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('refuses to start production without the real settings, listing every one missing', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of [
        'DATABASE_URL',
        'PUBLIC_URL',
        'APP_SECRET',
        'SMTP_URL',
        'SIMPLEPAY_SECRET_KEY',
        'NAV_LOGIN',
      ]) {
        expect(problems).toContain(key);
      }
    }
  });

  it('starts production when everything is given, without the demo seed', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db/shop',
      PUBLIC_URL: 'https://jegy.example.hu/',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.hu:587',
      MAIL_FROM: 'jegy@example.hu',
      SIMPLEPAY_MERCHANT: 'M1',
      SIMPLEPAY_SECRET_KEY: 'k',
      SIMPLEPAY_API_URL: 'https://secure.simplepay.hu/payment',
      NAV_LOGIN: 'l',
      NAV_PASSWORD: 'p',
      NAV_SIGN_KEY: 's',
      NAV_TAX_NUMBER: '12345676',
      NAV_API_URL: 'https://api.onlineszamla.nav.gov.hu/invoiceService/v3',
    });
    expect(config).toMatchObject({
      mode: 'production',
      seedDemo: false,
      publicUrl: 'https://jegy.example.hu',
    });
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(
      /32 characters/,
    );
  });
});

describe('serverRoot', () => {
  it('finds apps/server, where the posters and the built web app are looked for', async () => {
    const { serverRoot } = await import('./config.js');
    const config = loadConfig({});
    expect(serverRoot).toMatch(/apps[/\\]server$/);
    expect(config.postersDir).toBe(`${serverRoot}/assets/posters`);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });
});
