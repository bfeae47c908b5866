import type { RawConfig } from './environment.js';

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

/** The demo's APP_SECRET, used when none is given; production refuses it. */
export const demoSecret = 'demo-secret-not-for-production-0123456789';

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

/**
 * What keeps a production configuration from starting: the settings it cannot run without, a
 * guessable APP_SECRET, a PUBLIC_URL that is not https, SimplePay's public test accounts on its
 * live API, and the demo seed.
 */
export function productionProblems(raw: RawConfig): string[] {
  const problems: string[] = [];
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
  return problems;
}
