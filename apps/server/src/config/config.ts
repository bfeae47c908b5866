import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/server: the nearest folder above this module (src/config or a dist chunk) with our package.json. */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@theatre/server') return dir;
    }
    if (path.dirname(dir) === dir) return path.resolve(start, '..', '..');
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A number from the environment; an empty value means "not given" (the default), not 0. */
const envNumber = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().default(fallback),
  );

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: envNumber(3000).pipe(z.number().min(0).max(65535)),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATABASE_URL: optionalText,
  DATABASE_POOL_MAX: envNumber(10).pipe(z.number().min(1).max(200)),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string => {
      if (value === '' || value === 'false' || value === '0' || value === 'no') return false;
      // "true" means one load balancer in front, not "believe every hop a client writes".
      if (value === 'true' || value === 'yes') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      if (/^[\d.:a-f/, ]+$/i.test(value)) return value;
      context.addIssue({
        code: 'custom',
        message:
          'expected false, a number of proxy hops, or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }),
  SEED_DEMO: bool.optional(),
  APP_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SIMPLEPAY_MERCHANT: optionalText,
  SIMPLEPAY_SECRET_KEY: optionalText,
  SIMPLEPAY_API_URL: optionalText,
  SZAMLAZZ_AGENT_KEY: optionalText,
  SZAMLAZZ_API_URL: optionalText,
  SZAMLAZZ_RECEIPT_PREFIX: optionalText,
  SZAMLAZZ_INVOICE_PREFIX: optionalText,
  SZAMLAZZ_E_INVOICE: bool.optional(),
  NAV_LOGIN: optionalText,
  NAV_PASSWORD: optionalText,
  NAV_SIGN_KEY: optionalText,
  NAV_TAX_NUMBER: optionalText,
  NAV_API_URL: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  RECAPTCHA_MIN_SCORE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(0).max(1).default(0.5),
  ),
  MAILBOX_OPEN: bool.default(false),
  MAX_EVENT_LOOP_DELAY_MS: envNumber(1000).pipe(z.number().min(0)),
  // 0 switches the per-client hold limits off (load tests); 1 or unset leaves them to the
  // back office's sales settings.
  HOLD_LIMIT_PER_CLIENT: z
    .enum(['0', '1', 'false', 'true', 'off', 'on', 'no', 'yes', ''], {
      error: 'expected 0 (off) or 1 (on, the default)',
    })
    .optional()
    .transform((value) => value === undefined || !['0', 'false', 'off', 'no'].includes(value)),
  WEB_DIST_DIR: optionalText,
  API_DOCS: bool.optional(),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config {
  mode: 'demo' | 'production';
  env: RawConfig['NODE_ENV'];
  host: string;
  port: number;
  /** The shop's address, without a trailing slash (`http://localhost:$PORT` unless PUBLIC_URL). */
  publicUrl: string;
  /**
   * PUBLIC_URL was given: page requests on another host are redirected to it and every link names
   * it. Otherwise (the demo) links name the address the buyer came by (http/link-origin.ts).
   */
  publicUrlSet: boolean;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  logLevel: RawConfig['LOG_LEVEL'];
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a number of hops, or proxy addresses
   * (CIDR allowed). Never "every hop", which would let a client choose its own IP.
   */
  trustProxy: false | number | string;
  /** Seed the demo season into an empty database on start. */
  seedDemo: boolean;
  appSecret: string;
  maxEventLoopDelayMs: number;
  /**
   * The per-client hold limits (issue 18 item 6): false only with HOLD_LIMIT_PER_CLIENT=0, for
   * load tests; otherwise the sales settings decide.
   */
  holdLimitPerClient: boolean;
  /** The demo's development mailbox answers any address, not only loopback. */
  mailboxOpen: boolean;
  /** Swagger UI and the OpenAPI document under /api/docs (off in production unless API_DOCS). */
  apiDocs: boolean;
  webDistDir: string;
  postersDir: string;
  /** reCAPTCHA v3 bot protection; null when not configured (no check runs). */
  recaptcha: {
    siteKey: string;
    secretKey: string;
    verifyUrl: string;
    /** 0..1: a verdict below this score counts as a bot. */
    minScore: number;
  } | null;
  /**
   * The NAV Online Számla technical user for the taxpayer query; null in the demo, where a local
   * simulator answers instead.
   */
  nav: {
    login: string;
    password: string;
    signKey: string;
    /** The first 8 digits of the requesting company's tax number. */
    taxNumber: string;
    /** Base URL without a trailing slash, e.g. https://api.onlineszamla.nav.gov.hu/invoiceService/v3 */
    apiUrl: string;
  } | null;
  /**
   * The SimplePay merchant account (HUF); null in the demo, where a local simulator of SimplePay's
   * protocol is started with a throw-away account instead.
   */
  simplepay: {
    merchant: string;
    secretKey: string;
    /** The API base with a trailing slash, e.g. https://sandbox.simplepay.hu/payment/v2/ */
    apiUrl: string;
  } | null;
  /**
   * Számlázz.hu's Agent API, which issues the receipts and invoices and reports them to NAV; null:
   * the built-in issuer numbers and renders them (it does not report to NAV).
   */
  szamlazz: {
    agentKey: string;
    /** e.g. https://www.szamlazz.hu/szamla/ */
    apiUrl: string;
    receiptPrefix: string;
    invoicePrefix: string | null;
    /** E-invoices (the account needs the subscription); paper-style PDF invoices otherwise. */
    eInvoice: boolean;
  } | null;
  raw: RawConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** What production cannot run without: the real outside systems, never the simulators. */
const requiredInProduction: [keyof RawConfig, string][] = [
  ['DATABASE_URL', 'PostgreSQL connection string (the embedded database is for the demo only)'],
  ['PUBLIC_URL', 'the public https address of the shop'],
  ['APP_SECRET', 'a random secret of at least 32 characters (openssl rand -base64 36)'],
  ['SMTP_URL', 'the SMTP server that sends e-mails (smtp://user:pass@host:587)'],
  ['MAIL_FROM', 'the sender address of e-mails'],
  ['SIMPLEPAY_MERCHANT', 'the SimplePay merchant id'],
  ['SIMPLEPAY_SECRET_KEY', 'the SimplePay secret key'],
  ['SIMPLEPAY_API_URL', 'the SimplePay API base URL'],
  ['NAV_LOGIN', 'the NAV Online Számla technical user login'],
  ['NAV_PASSWORD', 'the NAV technical user password'],
  ['NAV_SIGN_KEY', 'the NAV signature key'],
  ['NAV_TAX_NUMBER', 'the tax number (8 digits) of the NAV technical user'],
  ['NAV_API_URL', 'the NAV Online Számla API base URL'],
  [
    'SZAMLAZZ_AGENT_KEY',
    'the Számlázz.hu Agent key: Hungarian law requires invoices to be reported to NAV in real time, which the built-in issuer does not do',
  ],
];

const demoSecret = 'demo-secret-not-for-production-0123456789';

/** The shortest secret production takes (the cart keys' HMAC key). */
const minSecretLength = 32;

/**
 * What makes an APP_SECRET guessable (production): the demo's own, too short, fewer than 8 different
 * characters (a random 32-character hex secret has fewer once in 28 million), or a short run
 * repeated (`abcd` × 10). A real one comes from `openssl rand -base64 36`.
 */
function secretProblems(secret: string): string[] {
  const advice = 'generate one with `openssl rand -base64 36`';
  if (secret === demoSecret) {
    return [`APP_SECRET is the demo's secret, published in the source: ${advice}`];
  }
  if (secret.length < minSecretLength) {
    return [`APP_SECRET must be at least ${minSecretLength} characters long: ${advice}`];
  }
  const distinct = new Set(secret).size;
  const period = [...Array(Math.floor(secret.length / 2)).keys()]
    .map((index) => index + 1)
    .find((step) => secret.slice(step) === secret.slice(0, secret.length - step));
  if (distinct < 8 || period !== undefined) {
    return [
      `APP_SECRET is too easy to guess (${
        period === undefined ? `only ${distinct} different characters` : 'a repeated pattern'
      }): ${advice}`,
    ];
  }
  return [];
}

/** SimplePay's public demo accounts (merchant → secret key), published in its documentation. */
const simplepayPublicAccounts: Record<string, string> = {
  PUBLICTESTHUF: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
  PUBLICTESTEUR: '9A2sDc7xh1JKW8r193RwW7X7X2ts837w',
  PUBLICTESTUSD: 'Aa9cDbHc1i2lLmN4z3C542zjXqZiDiCj',
};

/**
 * Production on SimplePay's live API with a public demo account or its published key: every
 * payment would fail, or be signed with a key anyone has. (The sandbox may use them: a staging
 * server runs in production mode against it.)
 */
function simplepayTestAccountProblems(raw: RawConfig): string[] {
  const { SIMPLEPAY_MERCHANT: merchant, SIMPLEPAY_SECRET_KEY: secretKey } = raw;
  const apiUrl = raw.SIMPLEPAY_API_URL;
  if (apiUrl === undefined || !URL.canParse(apiUrl)) return [];
  if (new URL(apiUrl).hostname !== 'secure.simplepay.hu') return [];
  const problems: string[] = [];
  if (merchant !== undefined && merchant.toUpperCase() in simplepayPublicAccounts) {
    problems.push(
      `SIMPLEPAY_MERCHANT ${merchant} is SimplePay's public test account, which cannot take payments on the live API (${apiUrl}): give the theatre's own merchant account, or the sandbox URL https://sandbox.simplepay.hu/payment/v2/`,
    );
  }
  if (secretKey !== undefined && Object.values(simplepayPublicAccounts).includes(secretKey)) {
    problems.push(
      "SIMPLEPAY_SECRET_KEY is the key of a SimplePay test account, published in SimplePay's documentation: give the secret key of the theatre's own merchant account",
    );
  }
  return problems;
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
function navSettings(raw: RawConfig, production: boolean, problems: string[]): Config['nav'] {
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
function simplepaySettings(raw: RawConfig, problems: string[]): Config['simplepay'] {
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
function szamlazzSettings(raw: RawConfig, problems: string[]): Config['szamlazz'] {
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
function recaptchaSettings(raw: RawConfig, problems: string[]): Config['recaptcha'] {
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

/** Parse the environment once. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production) {
    problems.push(
      ...requiredInProduction
        .filter(([key]) => raw[key] === undefined)
        .map(([key, what]) => `${key} is required in production: ${what}`),
    );
    if (raw.APP_SECRET !== undefined) problems.push(...secretProblems(raw.APP_SECRET));
    if (raw.PUBLIC_URL !== undefined && new URL(raw.PUBLIC_URL).protocol !== 'https:') {
      problems.push(
        `PUBLIC_URL must be an https:// address in production (${raw.PUBLIC_URL} is not): buyers' sessions, payments and e-mailed links travel over it`,
      );
    }
    problems.push(...simplepayTestAccountProblems(raw));
    if (raw.SEED_DEMO === true) problems.push('SEED_DEMO cannot be used in production');
  }
  const nav = navSettings(raw, production, problems);
  const recaptcha = recaptchaSettings(raw, problems);
  const simplepay = simplepaySettings(raw, problems);
  const szamlazz = szamlazzSettings(raw, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    mode: production ? 'production' : 'demo',
    env: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: raw.PUBLIC_URL !== undefined,
    databaseUrl: raw.DATABASE_URL,
    databasePoolMax: raw.DATABASE_POOL_MAX,
    dataDir: path.resolve(raw.DATA_DIR),
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    seedDemo: raw.SEED_DEMO ?? !production,
    appSecret: raw.APP_SECRET ?? demoSecret,
    maxEventLoopDelayMs: raw.MAX_EVENT_LOOP_DELAY_MS,
    holdLimitPerClient: raw.HOLD_LIMIT_PER_CLIENT,
    mailboxOpen: raw.MAILBOX_OPEN,
    apiDocs: raw.API_DOCS ?? !production,
    webDistDir: raw.WEB_DIST_DIR ?? path.resolve(serverRoot, '..', 'web', 'dist'),
    postersDir: path.resolve(serverRoot, 'assets', 'posters'),
    recaptcha,
    nav,
    simplepay,
    szamlazz,
    raw,
  };
}
