import type { RateLimitRule } from '../rate-limits/consume-rate-limit.js';

const minute = 60_000;
const hour = 60 * minute;

const day = 24 * hour;

/** How long things last. The e-mails state the same figures. */
export const lifetimes = {
  /** A customer's session at the most, and after how long without their own request (0055). */
  session: 30 * day,
  sessionIdle: 7 * day,
  /**
   * A cashier's or administrator's session at the most (a working day); the idle limit is the
   * administrators' setting (staffIdleMinutes in the contracts, 30 minutes unless changed).
   */
  staffSession: 12 * hour,
  verifyEmail: 48 * hour,
  magicLink: 10 * minute,
  resetPassword: hour,
  /** The link that confirms the erasure of an account without a password (decision 0054). */
  eraseAccount: 24 * hour,
} as const;

/** A session's last use is written at most this often (reads stay reads). */
export const sessionTouchInterval = hour;

/**
 * The user's own last request is written at most this often: the idle limit (5 minutes at the
 * least) is kept to within a minute, and a busy page does not write on every request.
 */
export const activityTouchInterval = minute;

/**
 * Rate limits per e-mail address and per IP address. Per address they stop guessing one account's
 * password and mail-bombing one inbox; per IP they are generous, since many visitors can share an
 * address (a school, an office).
 */
export const rateLimits = {
  loginEmail: { name: 'login:email', limit: 10, windowMs: 15 * minute },
  /** Second-factor codes and passkey assertions per user (decision 0056). */
  secondFactorUser: { name: 'second-factor:user', limit: 10, windowMs: 15 * minute },
  loginIp: { name: 'login:ip', limit: 100, windowMs: 15 * minute },
  registerIp: { name: 'register:ip', limit: 20, windowMs: hour },
  mailEmail: { name: 'mail:email', limit: 5, windowMs: hour },
  mailIp: { name: 'mail:ip', limit: 50, windowMs: hour },
  passwordResetIp: { name: 'password-reset:ip', limit: 30, windowMs: 15 * minute },
  taxLookupUser: { name: 'tax-lookup:user', limit: 30, windowMs: 10 * minute },
} satisfies Record<string, RateLimitRule>;

/** Who is asking: for rate limits, bot checks and the language of e-mails. */
export interface RequestContext {
  ip: string;
  locale: 'hu' | 'en';
  /** The address the links e-mailed for this request name (http/link-origin.ts). */
  origin?: string;
  /** The browser's User-Agent header: stored with a session it starts (decision 0055). */
  userAgent?: string | undefined;
}
