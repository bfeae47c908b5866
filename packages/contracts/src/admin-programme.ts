import { z } from 'zod';
import { auditFieldChange } from './admin-audit.js';
import { line, whole } from './admin-fields.js';
import { posterSource } from './events.js';

/*
 * The programme in the back office (decision 0018), administrators only: productions (texts,
 * poster), their performances (date, hall, slug, sale window, VIP, technical fee, publishing), the
 * ticket types of a performance (price, capacity, VAT) and the extra information blocks of a
 * production. Field names are snake_case; money is whole forints; instants are ISO 8601 with an
 * offset.
 */

const maxInt = 2_147_483_647;

/** `:id` of the programme's routes. */
export const programmeIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** An optional one-line text, trimmed ('' when left empty). */
const optionalLine = (max: number) => z.string('validation.invalid_type').trim().max(max);
/** Markdown (descriptions, information blocks): kept as typed, trailing spaces aside. */
const markdown = (max: number, required: boolean) => {
  const text = z.string('validation.required').max(max);
  return required ? text.refine((value) => value.trim() !== '', 'validation.required') : text;
};

/** An instant with its offset, e.g. `2026-12-03T19:00:00+01:00` or `…Z`. */
export const programmeInstant = z.iso.datetime({ offset: true, message: 'validation.datetime' });

// ---------------------------------------------------------------------------------------------
// Productions

/** POST /admin/productions, PUT /admin/productions/:id. */
export const productionBody = z.object({
  name: line(200),
  name_en: line(200),
  author: optionalLine(200).default(''),
  author_en: optionalLine(200).default(''),
  description: markdown(20_000, false).default(''),
  description_en: markdown(20_000, false).default(''),
  duration_minutes: whole(1, 1440),
  /** Null: no age limit. */
  age_limit: whole(0, 21).nullable(),
});
export type ProductionBody = z.input<typeof productionBody>;

/** A production in the list: with how many performances it has, and the next one. */
export const adminProductionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  author: z.string(),
  author_en: z.string(),
  poster_url: z.string(),
  /** The uploaded poster's files for `srcset` (decision 0059); empty for a bundled poster. */
  poster_sources: z.array(posterSource),
  duration_minutes: z.number().int(),
  performances: z.number().int(),
  /** Of those, not started yet. */
  upcoming: z.number().int(),
  published_upcoming: z.number().int(),
  next_starts_at: z.string().nullable(),
});
export type AdminProductionSummary = z.infer<typeof adminProductionSummary>;
export const adminProductionsReply = z.array(adminProductionSummary);

/** One performance of a production, as its page lists them. */
export const adminProductionPerformance = z.object({
  id: z.number().int(),
  url: z.string(),
  starts_at: z.string(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  published: z.boolean(),
  vip_only: z.boolean(),
  ticket_types: z.number().int(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Live holds (carts and unpaid orders). */
  held: z.number().int(),
});
export type AdminProductionPerformance = z.infer<typeof adminProductionPerformance>;

/** One entry of the audit trail of a production or a performance. */
export const programmeChange = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What it was done to when not the page's own thing: a ticket type's or an info block's name. */
  subject: z.string().nullable(),
  /** What changed, field by field (old → new); empty where the entry records none. */
  changes: z.record(z.string(), auditFieldChange),
});
export type ProgrammeChange = z.infer<typeof programmeChange>;

/** GET /admin/productions/:id. */
export const adminProduction = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  author: z.string(),
  author_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  duration_minutes: z.number().int(),
  age_limit: z.number().int().nullable(),
  /** What the shop shows: the uploaded poster, else the bundled one, else the default. */
  poster_url: z.string(),
  /** The poster was uploaded in the back office (not one bundled with the shop). */
  poster_uploaded: z.boolean(),
  /** The uploaded poster's files for `srcset` (decision 0059); empty for a bundled poster. */
  poster_sources: z.array(posterSource),
  performances: z.array(adminProductionPerformance),
  /** The newest changes first (at most 20). */
  changes: z.array(programmeChange),
});
export type AdminProduction = z.infer<typeof adminProduction>;

/** POST /admin/productions/:id/poster (multipart, the file in the field `poster`). */
export const posterField = 'poster';
/** The largest poster file accepted, in bytes. */
export const posterMaxBytes = 10 * 1024 * 1024;
export const posterTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The smallest poster accepted: the shop's card at its size on a normal screen. */
export const posterMinSize = { width: 300, height: 400 } as const;
export const posterReply = z.object({
  message: z.string(),
  poster_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The poster and its copies in AVIF and WebP for `srcset` (decision 0059). */
  poster_sources: z.array(posterSource),
});
export type PosterReply = z.infer<typeof posterReply>;

// ---------------------------------------------------------------------------------------------
// Performances

export const programmeSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A performance's address in the shop, `/events/{url}`: lower-case letters, digits and single
 * hyphens, with at least one letter (so it never reads as a numeric id); the table's own check.
 */
export const performanceSlug = z
  .string('validation.required')
  .trim()
  .min(1)
  .max(120)
  .regex(programmeSlugPattern, 'validation.slug')
  .regex(/[a-z]/, 'validation.slug');

const performanceFields = z.object({
  production_id: z.number('validation.required').int().positive().max(maxInt),
  /** Where it takes place; its venue follows (admin-venues.ts). */
  hall_id: z.number('validation.required').int().positive().max(maxInt),
  url: performanceSlug,
  starts_at: programmeInstant,
  /** Null: on sale from publishing. */
  sale_starts_at: programmeInstant.nullable(),
  /** Null: on sale until the performance starts. */
  sale_ends_at: programmeInstant.nullable(),
  vip_only: z.boolean('validation.required'),
  /** Forints per ticket; null: the shop-wide fee of the sales settings. */
  tech_fee: whole(0, 100_000).nullable(),
});

/** The sale window: its start before its end, and its end not after the performance starts. */
export function saleWindowProblems(value: {
  starts_at: string;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}): {
  field: 'sale_starts_at' | 'sale_ends_at';
  key: 'validation.sale_window' | 'validation.sale_after_start';
}[] {
  const problems: ReturnType<typeof saleWindowProblems> = [];
  const starts = Date.parse(value.starts_at);
  const saleStarts = value.sale_starts_at === null ? null : Date.parse(value.sale_starts_at);
  const saleEnds = value.sale_ends_at === null ? null : Date.parse(value.sale_ends_at);
  if (saleStarts !== null && saleEnds !== null && saleStarts >= saleEnds) {
    problems.push({ field: 'sale_ends_at', key: 'validation.sale_window' });
  }
  if (saleEnds !== null && saleEnds > starts) {
    problems.push({ field: 'sale_ends_at', key: 'validation.sale_after_start' });
  }
  if (saleStarts !== null && saleStarts >= starts) {
    problems.push({ field: 'sale_starts_at', key: 'validation.sale_after_start' });
  }
  return problems;
}

/** POST /admin/performances (created unpublished), PUT /admin/performances/:id. */
export const performanceBody = performanceFields.superRefine((value, context) => {
  for (const problem of saleWindowProblems(value)) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
  }
});
export type PerformanceBody = z.infer<typeof performanceBody>;

export const vatRates = ['27', '18', '5', '0', 'TAM', 'AAM'] as const;
export type VatRate = (typeof vatRates)[number];

/** A ticket type of a performance, with where its capacity stands. */
export const adminTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  price: z.number().int(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Live holds: in carts and unpaid orders. */
  held: z.number().int(),
  /** The capacity cannot go below sold + held. */
  min_capacity: z.number().int(),
  vat_rate: z.enum(vatRates),
  vip_only: z.boolean(),
  sort_order: z.number().int(),
  /** Nothing was ever sold or ordered of it, and no cart holds it: it may be deleted. */
  deletable: z.boolean(),
  /**
   * A seated performance's concession: the zones (ticket types) it applies to; its capacity is 0,
   * its seats count in their zones. Null for a zone or a general-admission ticket type.
   */
  zones: z.array(z.number().int()).nullable(),
});
export type AdminTicketType = z.infer<typeof adminTicketType>;

/** GET /admin/performances/:id. */
export const adminPerformance = z.object({
  id: z.number().int(),
  production_id: z.number().int(),
  production_name: z.string(),
  production_name_en: z.string(),
  venue_id: z.number().int(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  hall_id: z.number().int(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  /** What its ticket types may add up to; a total above it from before is kept, not raised. */
  hall_capacity: z.number().int(),
  url: z.string(),
  starts_at: z.string(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  vip_only: z.boolean(),
  tech_fee: z.number().int().nullable(),
  /** The shop-wide fee a null `tech_fee` stands for. */
  default_tech_fee: z.number().int(),
  published: z.boolean(),
  /** The staff preview: `/preview/{preview_id}`, also before publishing. */
  preview_id: z.string(),
  /**
   * Nothing refers to it (no ticket sold, no order line, no ticket, no live hold): an
   * administrator may delete it (decision 0034).
   */
  deletable: z.boolean(),
  /** The performance will not take place (decision 0047): when it was cancelled, and why. */
  cancelled_at: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  ticket_types: z.array(adminTicketType),
  /** The newest changes first (at most 20). */
  changes: z.array(programmeChange),
});
export type AdminPerformance = z.infer<typeof adminPerformance>;

// ---------------------------------------------------------------------------------------------
// Ticket types

/** POST /admin/performances/:id/ticket-types, PUT /admin/ticket-types/:id. */
export const ticketTypeBody = z.object({
  name: line(120),
  name_en: line(120),
  /** Forints, VAT included. */
  price: whole(0, 10_000_000),
  capacity: whole(0, 100_000),
  vat_rate: z.enum(vatRates, 'validation.invalid_value'),
  vip_only: z.boolean('validation.required'),
  /** Lower first; left out on creation: after the others. */
  sort_order: whole(0, 10_000).optional(),
  /**
   * Seated performances only: makes it a concession valid in these zones (the performance's
   * ticket types that are not concessions), with capacity 0. Left out on a change: as it was;
   * an empty list: not a concession. On a seated performance a zone's capacity follows its seats
   * and is not changed here.
   */
  zones: z
    .array(z.number('validation.required').int().positive().max(maxInt), 'validation.required')
    .max(50)
    .optional(),
});
export type TicketTypeBody = z.infer<typeof ticketTypeBody>;

// ---------------------------------------------------------------------------------------------
// Event infos

/** One information block of a production, shown on its performances' pages. */
export const adminEventInfo = z.object({
  id: z.number().int(),
  production_id: z.number().int(),
  /** Null: every performance of the production; otherwise only this one. */
  event_id: z.number().int().nullable(),
  name: z.string(),
  name_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  sort_order: z.number().int(),
});
export type AdminEventInfo = z.infer<typeof adminEventInfo>;
export const adminEventInfosReply = z.array(adminEventInfo);

/** POST /admin/productions/:id/infos, PUT /admin/event-infos/:id. */
export const eventInfoBody = z.object({
  event_id: z.number('validation.invalid_value').int().positive().max(maxInt).nullable(),
  name: line(200),
  name_en: line(200),
  body: markdown(20_000, true),
  body_en: markdown(20_000, true),
  sort_order: whole(0, 10_000).optional(),
});
export type EventInfoBody = z.infer<typeof eventInfoBody>;

/** What a change answers besides its object: the message to show. */
export const programmeMessageReply = z.object({ message: z.string() });
