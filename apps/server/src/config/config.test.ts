import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** What `openssl rand -base64 36` prints: a secret production accepts. */
const strongSecret = 'q8Vd2mZ0rXk4T1yLwP7nB5sH3cJ9aE6uG0fNQ2iR';

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
        'SZAMLAZZ_AGENT_KEY',
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
      APP_SECRET: strongSecret,
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
      SZAMLAZZ_AGENT_KEY: 'agent-key',
    });
    expect(config).toMatchObject({
      mode: 'production',
      seedDemo: false,
      publicUrl: 'https://jegy.example.hu',
      nav: { login: 'l', taxNumber: '12345676' },
      recaptcha: null,
      simplepay: { merchant: 'M1', apiUrl: 'https://secure.simplepay.hu/payment/' },
    });
  });

  it('takes the SimplePay settings all together or not at all', () => {
    expect(loadConfig({}).simplepay).toBeNull();
    expect(() => loadConfig({ SIMPLEPAY_MERCHANT: 'M1' })).toThrow(/go together/);
    expect(() =>
      loadConfig({
        SIMPLEPAY_MERCHANT: 'M1',
        SIMPLEPAY_SECRET_KEY: 'k',
        SIMPLEPAY_API_URL: 'ftp://x',
      }),
    ).toThrow(/http\(s\) URL/);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(
      /32 characters/,
    );
  });
});

const navEnv = {
  NAV_LOGIN: 'techuser0000001',
  NAV_PASSWORD: 'secret password',
  NAV_SIGN_KEY: 'ac-ac3a-7f661bff7d342N43CYX4U9FG',
  NAV_TAX_NUMBER: '13421739',
  NAV_API_URL: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3/',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return expect.unreachable();
}

describe('NAV settings', () => {
  it('are null in the demo when none is given (the simulator answers)', () => {
    expect(loadConfig({}).nav).toBeNull();
  });

  it('are taken whole, the API URL without its trailing slash', () => {
    expect(loadConfig(navEnv).nav).toEqual({
      login: 'techuser0000001',
      password: 'secret password',
      signKey: 'ac-ac3a-7f661bff7d342N43CYX4U9FG',
      taxNumber: '13421739',
      apiUrl: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3',
    });
  });

  it('keep the 8-digit taxpayer id of a whole tax number', () => {
    expect(loadConfig({ ...navEnv, NAV_TAX_NUMBER: '13421739-2-41' }).nav?.taxNumber).toBe(
      '13421739',
    );
    expect(problemsOf({ ...navEnv, NAV_TAX_NUMBER: '1342173' }).join('\n')).toContain(
      'NAV_TAX_NUMBER',
    );
    expect(problemsOf({ ...navEnv, NAV_API_URL: 'api.example.hu' }).join('\n')).toContain(
      'NAV_API_URL',
    );
  });

  it('are all or none in the demo, naming the missing ones', () => {
    const problems = problemsOf({ NAV_LOGIN: 'techuser0000001', NAV_API_URL: 'http://x.hu' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('NAV_PASSWORD');
    expect(problems[0]).toContain('NAV_SIGN_KEY');
    expect(problems[0]).toContain('NAV_TAX_NUMBER');
    expect(problems[0]).toContain('NAV_LOGIN, NAV_API_URL given');
  });

  it('list each missing one once in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', NAV_LOGIN: 'techuser0000001' });
    expect(problems.filter((problem) => problem.includes('NAV_PASSWORD'))).toHaveLength(1);
    expect(problems.join('\n')).not.toContain('all or none');
  });
});

describe('reCAPTCHA settings', () => {
  it('are null unless configured, with the defaults of the optional ones', () => {
    const config = loadConfig({});
    expect(config.recaptcha).toBeNull();
    expect(config.raw.RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(config.raw.RECAPTCHA_MIN_SCORE).toBe(0.5);
  });

  it('are taken when both keys are given', () => {
    expect(
      loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }).recaptcha,
    ).toEqual({
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
    });
    expect(
      loadConfig({
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/recaptcha/api/siteverify',
        RECAPTCHA_MIN_SCORE: '0.7',
      }).recaptcha,
    ).toMatchObject({ verifyUrl: 'http://127.0.0.1:9999/recaptcha/api/siteverify', minScore: 0.7 });
  });

  it('treat empty optional values as not given', () => {
    const config = loadConfig({ RECAPTCHA_VERIFY_URL: '', RECAPTCHA_MIN_SCORE: '' });
    expect(config.raw.RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(config.raw.RECAPTCHA_MIN_SCORE).toBe(0.5);
  });

  it('need both keys', () => {
    expect(problemsOf({ RECAPTCHA_SITE_KEY: 'site' }).join('\n')).toContain(
      'RECAPTCHA_SECRET_KEY is missing',
    );
    expect(problemsOf({ RECAPTCHA_SECRET_KEY: 'secret' }).join('\n')).toContain(
      'RECAPTCHA_SITE_KEY is missing',
    );
  });

  it('reject a score outside 0..1 and a malformed URL', () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: 'high' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'siteverify' })).toThrow(
      /RECAPTCHA_VERIFY_URL/,
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

describe('empty numbers', () => {
  it('treat an empty value as not given', () => {
    const config = loadConfig({ PORT: '', DATABASE_POOL_MAX: ' ', MAX_EVENT_LOOP_DELAY_MS: '' });
    expect(config.port).toBe(3000);
    expect(config.databasePoolMax).toBe(10);
    expect(config.maxEventLoopDelayMs).toBe(1000);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY', () => {
  it('never trusts every hop: true is one proxy, or a hop count, or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('HOLD_LIMIT_PER_CLIENT', () => {
  it('leaves the per-client hold limits on unless it is 0 (load tests)', () => {
    expect(loadConfig({}).holdLimitPerClient).toBe(true);
    expect(loadConfig({ HOLD_LIMIT_PER_CLIENT: '' }).holdLimitPerClient).toBe(true);
    expect(loadConfig({ HOLD_LIMIT_PER_CLIENT: '1' }).holdLimitPerClient).toBe(true);
    expect(loadConfig({ HOLD_LIMIT_PER_CLIENT: '0' }).holdLimitPerClient).toBe(false);
    expect(loadConfig({ HOLD_LIMIT_PER_CLIENT: 'off' }).holdLimitPerClient).toBe(false);
    expect(() => loadConfig({ HOLD_LIMIT_PER_CLIENT: '20' })).toThrow(/HOLD_LIMIT_PER_CLIENT/);
  });
});

/** Everything production needs, with strong values; each case below spoils some of it. */
const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db/shop',
  PUBLIC_URL: 'https://jegy.example.hu',
  APP_SECRET: strongSecret,
  SMTP_URL: 'smtp://mail.example.hu:587',
  MAIL_FROM: 'jegy@example.hu',
  SIMPLEPAY_MERCHANT: 'S123456',
  SIMPLEPAY_SECRET_KEY: 'a-merchant-secret-from-the-simplepay-admin',
  SIMPLEPAY_API_URL: 'https://secure.simplepay.hu/payment/v2/',
  ...navEnv,
  SZAMLAZZ_AGENT_KEY: 'agent-key',
};

describe('weak production settings', () => {
  it('accept the strong ones', () => {
    expect(loadConfig(productionEnv).mode).toBe('production');
  });

  it('refuse the demo secret from the source, and secrets a guess finds', () => {
    for (const secret of [
      'demo-secret-not-for-production-0123456789',
      'a'.repeat(32),
      'x'.repeat(64),
      'abcd'.repeat(10),
      'jelszo123'.repeat(4),
      '0123456789abcdef0123456789abcdef',
      '12121212121212121212121212121234',
    ]) {
      const problems = problemsOf({ ...productionEnv, APP_SECRET: secret }).join('\n');
      expect(problems, secret).toContain('APP_SECRET');
    }
    expect(problemsOf({ ...productionEnv, APP_SECRET: 'short' }).join('\n')).toMatch(
      /APP_SECRET.*32 characters/,
    );
  });

  it('refuse an http PUBLIC_URL: production is served over https', () => {
    for (const url of ['http://jegy.example.hu', 'http://localhost:3000']) {
      const problems = problemsOf({ ...productionEnv, PUBLIC_URL: url }).join('\n');
      expect(problems, url).toMatch(/PUBLIC_URL must be an https:\/\/ address/);
    }
  });

  it("refuse SimplePay's public test account on the live API, not on the sandbox", () => {
    const live = problemsOf({
      ...productionEnv,
      SIMPLEPAY_MERCHANT: 'PUBLICTESTHUF',
      SIMPLEPAY_SECRET_KEY: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
    }).join('\n');
    expect(live).toMatch(/SIMPLEPAY_MERCHANT.*public test account.*secure\.simplepay\.hu/);
    // Its published key with another merchant id is no secret either.
    expect(
      problemsOf({
        ...productionEnv,
        SIMPLEPAY_SECRET_KEY: '9A2sDc7xh1JKW8r193RwW7X7X2ts837w',
      }).join('\n'),
    ).toMatch(/SIMPLEPAY_SECRET_KEY.*published/);
    // A staging server on the sandbox may use it.
    expect(
      loadConfig({
        ...productionEnv,
        SIMPLEPAY_MERCHANT: 'PUBLICTESTHUF',
        SIMPLEPAY_SECRET_KEY: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
        SIMPLEPAY_API_URL: 'https://sandbox.simplepay.hu/payment/v2/',
      }).simplepay?.merchant,
    ).toBe('PUBLICTESTHUF');
  });

  it('list every problem at once', () => {
    const problems = problemsOf({
      ...productionEnv,
      APP_SECRET: 'a'.repeat(32),
      PUBLIC_URL: 'http://jegy.example.hu',
      SIMPLEPAY_MERCHANT: 'PUBLICTESTHUF',
      SIMPLEPAY_SECRET_KEY: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
      SMTP_URL: '',
    });
    const text = problems.join('\n');
    for (const key of ['APP_SECRET', 'PUBLIC_URL', 'SIMPLEPAY_MERCHANT', 'SMTP_URL']) {
      expect(text, key).toContain(key);
    }
    expect(() => loadConfig({ ...productionEnv, APP_SECRET: 'a'.repeat(32) })).toThrow(
      /The shop cannot run in production with these settings|Invalid configuration/,
    );
  });
});

describe('API_DOCS', () => {
  it('serves the API description in the demo and tests, in production only when switched on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(productionEnv).apiDocs).toBe(false);
    expect(loadConfig({ ...productionEnv, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
