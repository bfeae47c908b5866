import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentSchema, type RawConfig } from './environment.js';
import {
  navSettings,
  recaptchaSettings,
  simplepaySettings,
  szamlazzSettings,
  type NavSettings,
  type RecaptchaSettings,
  type SimplepaySettings,
  type SzamlazzSettings,
} from './integration-settings.js';
import { demoSecret, productionProblems } from './production-checks.js';
import { processPlan, type ProcessPlan } from './process-plan.js';

export type { RawConfig } from './environment.js';

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
   * The per-client hold limits (decision 0024): false only with HOLD_LIMIT_PER_CLIENT=0, for load
   * tests; otherwise the sales settings decide.
   */
  holdLimitPerClient: boolean;
  /** The demo's development mailbox answers any address, not only loopback. */
  mailboxOpen: boolean;
  /** Swagger UI and the OpenAPI document under /api/docs (off in production unless API_DOCS). */
  apiDocs: boolean;
  webDistDir: string;
  postersDir: string;
  /** reCAPTCHA v3 bot protection; null when not configured (no check runs). */
  recaptcha: RecaptchaSettings | null;
  /**
   * The NAV Online Számla technical user for the taxpayer query; null in the demo, where a local
   * simulator answers instead.
   */
  nav: NavSettings | null;
  /**
   * The SimplePay merchant account (HUF); null in the demo, where a local simulator of SimplePay's
   * protocol is started with a throw-away account instead.
   */
  simplepay: SimplepaySettings | null;
  /**
   * Számlázz.hu's Agent API, which issues the receipts and invoices and reports them to NAV; null:
   * the built-in issuer numbers and renders them (it does not report to NAV).
   */
  szamlazz: SzamlazzSettings | null;
  /** Web processes and where the background jobs run (decision 0060). */
  processes: ProcessPlan;
  raw: RawConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment once. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  const problems: string[] = production ? productionProblems(raw) : [];
  const nav = navSettings(raw, production, problems);
  const recaptcha = recaptchaSettings(raw, problems);
  const simplepay = simplepaySettings(raw, problems);
  const szamlazz = szamlazzSettings(raw, problems);
  const processes = processPlan(raw, simplepay !== null, problems);
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
    processes,
    raw,
  };
}
