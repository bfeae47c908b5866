import { z } from 'zod';
import { isoDay } from './admin.js';

/*
 * The security log (decision 0058), administrators only: sign-ins and their failures, second
 * factors, role changes, sessions ended, exports, refunds, settings and maintenance switched,
 * erasures. Append-only; kept as long as the data retention setting says. Field names are
 * snake_case.
 */

/** Every kind of event the log records (the second-factor ones once second factors exist). */
export const securityEventTypes = [
  'sign_in_password',
  'sign_in_magic_link',
  'sign_in_email_link',
  'signed_out',
  'second_factor_added',
  'second_factor_removed',
  'second_factor_passed',
  'second_factor_failed',
  'recovery_codes_regenerated',
  'password_reset',
  'password_changed',
  'sessions_ended',
  'account_locked',
  'account_unlocked',
  'role_changed',
  'export',
  'refund',
  'settings_changed',
  'maintenance_switched',
  'account_erased',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityOutcomes = ['success', 'failure'] as const;
export type SecurityOutcome = (typeof securityOutcomes)[number];

/** Events per page of GET /admin/security-log. */
export const securityLogPerPage = 50;

/** A day that exists (2026-02-30 does not). */
function isRealDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}
const logDay = isoDay.refine(isRealDay, 'validation.date');

/** One type, or several separated by commas (`?type=sign_in_password,refund`). */
const eventTypeList = z
  .string()
  .trim()
  .max(600, 'validation.security_event_type')
  .transform((value, context) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const known: readonly string[] = securityEventTypes;
    if (parts.some((part) => !known.includes(part))) {
      context.addIssue({ code: 'custom', message: 'validation.security_event_type' });
      return z.NEVER;
    }
    return parts as SecurityEventType[];
  });

/**
 * GET /admin/security-log and its export. `type`: event types, comma separated; `who`: words
 * found in the user's or the actor's name or e-mail, or in the e-mail typed at a failed sign-in;
 * `ip`: the address or its start; `from`/`to`: Budapest days, both included; `outcome`.
 */
const filterFields = z.object({
  type: eventTypeList.optional(),
  who: z.string().trim().max(200).optional(),
  ip: z
    .string()
    .trim()
    .max(64)
    .regex(/^[0-9a-fA-F.:]*$/, 'validation.ip_address')
    .optional(),
  outcome: z.enum(securityOutcomes, 'validation.security_outcome').optional(),
  from: logDay.optional(),
  to: logDay.optional(),
});

const dayOrder = (
  value: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (value.from !== undefined && value.to !== undefined && value.to < value.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
  }
};

export const securityLogFilters = filterFields.superRefine(dayOrder);
export type SecurityLogFilters = z.input<typeof securityLogFilters>;

export const securityLogQuery = filterFields
  .extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .superRefine(dayOrder);
export type SecurityLogQuery = z.input<typeof securityLogQuery>;

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const securityEvent = z.object({
  id: z.number().int(),
  /** When, ISO 8601. */
  at: z.string(),
  type: z.string(),
  outcome: z.enum(securityOutcomes),
  /** Whose account it concerns; null when unknown (a failed sign-in with an unknown address). */
  user: person.nullable(),
  /** Who did it when someone else than the user did (an administrator); null otherwise. */
  actor: person.nullable(),
  /** The address as typed, for failed sign-ins. */
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The browser and system the user agent names (`Firefox 140 · Linux`); null when unknown. */
  device: z.string().nullable(),
  /** The event's facts (a failure's reason, an export's kind, a settings section…). */
  details: z.record(z.string(), z.unknown()),
});
export type SecurityEvent = z.infer<typeof securityEvent>;

export const securityLogReply = z.object({
  data: z.array(securityEvent),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SecurityLogReply = z.infer<typeof securityLogReply>;

/** The data retention periods in days (decision 0058): each one's default and bounds. */
export const retentionPeriods = {
  unverified_accounts_days: { default: 30, min: 7, max: 365 },
  expired_carts_hours: { default: 1, min: 1, max: 720 },
  purchase_links_days: { default: 1, min: 1, max: 365 },
  mail_messages_days: { default: 30, min: 7, max: 365 },
  client_errors_days: { default: 30, min: 1, max: 365 },
  security_log_days: { default: 365, min: 90, max: 3650 },
} as const;
export type RetentionKey = keyof typeof retentionPeriods;

const period = (key: RetentionKey) =>
  z
    .number(`validation.retention_period`)
    .int('validation.retention_period')
    .min(retentionPeriods[key].min, 'validation.retention_period')
    .max(retentionPeriods[key].max, 'validation.retention_period');

/** GET and PUT /admin/settings/retention. */
export const retentionSettings = z.object({
  unverified_accounts_days: period('unverified_accounts_days'),
  expired_carts_hours: period('expired_carts_hours'),
  purchase_links_days: period('purchase_links_days'),
  mail_messages_days: period('mail_messages_days'),
  client_errors_days: period('client_errors_days'),
  security_log_days: period('security_log_days'),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** Fiscal documents (invoices, receipts) are kept 8 years from the end of their year (Számv. tv. 169. §). */
export const fiscalRetentionYears = 8;
