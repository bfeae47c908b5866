import { z } from 'zod';

/*
 * The environment variables the server reads, and how each is parsed: types, defaults, ranges.
 * loadConfig (config.ts) parses process.env with this schema once, at start.
 */

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

export const environmentSchema = z.object({
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
  // Web server processes with DATABASE_URL (decision 0060); unset: the number of cores.
  WEB_CONCURRENCY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  // Where the background jobs run (decision 0060): auto, web, worker or external.
  BACKGROUND_JOBS: z
    .enum(['auto', 'web', 'worker', 'external', ''], {
      error: 'expected auto, web, worker or external',
    })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'auto' : value)),
});

export type RawConfig = z.infer<typeof environmentSchema>;
