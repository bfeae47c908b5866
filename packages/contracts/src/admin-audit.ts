import { z } from 'zod';
import { isoDay } from './admin.js';

/*
 * The whole audit trail in the back office (docs/product.md §7 and §10), administrators only:
 * every entry of `audit_log`, newest first, narrowed by who, what and when. Field names are
 * snake_case.
 */

/** Entries per page of GET /admin/audit. */
export const adminAuditPerPage = 50;

/** A day that exists (2026-02-30 does not): the day's boundaries are computed from it. */
function isRealDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}
const auditDay = isoDay.refine(isRealDay, 'validation.date');

const word = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9_.-]*$/, 'validation.audit_word')
  .optional();

/**
 * GET /admin/audit. `who`: an actor's id (all digits), or words each found in their name or
 * e-mail (case and accents ignored); `entity` (`performance`, `coupon`, `settings`…) and `action`
 * (`ticket_type.updated`, or its start `ticket_type.`); `from` and `to`: Budapest days, both
 * included; 50 a page.
 */
export const adminAuditQuery = z
  .object({
    who: z.string().trim().max(200).optional(),
    entity: word,
    action: word,
    from: auditDay.optional(),
    to: auditDay.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .superRefine((value, context) => {
    if (value.from !== undefined && value.to !== undefined && value.to < value.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
    }
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

/**
 * One field's change: its value before and after (null before: created; null after: deleted), or,
 * for a long text, its length before and after.
 */
export const auditFieldChange = z.union([
  z.object({ from: z.unknown(), to: z.unknown() }),
  z.object({ from_length: z.number().int(), to_length: z.number().int() }),
]);
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const adminAuditEntry = z.object({
  id: z.number().int(),
  /** When, ISO 8601. */
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  /** The thing's id; null for something without one. */
  entity_id: z.string().nullable(),
  /** Who did it; null: the shop itself (a buyer, a job) or the command line. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /**
   * What changed, field by field; empty for an entry that records none (older entries, and
   * events that change no field, such as a payment).
   */
  changes: z.record(z.string(), auditFieldChange),
  /** The entry's other facts as written (ids, names, amounts), `changes` left out. */
  data: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminAuditReply = z.object({
  data: z.array(adminAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminAuditReply = z.infer<typeof adminAuditReply>;
