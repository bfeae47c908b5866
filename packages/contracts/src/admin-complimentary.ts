import { z } from 'zod';
import { emailAddress } from './accounts.js';

/*
 * Complimentary and press tickets (decision 0045): 0 Ft tickets an administrator issues for a
 * performance to a named recipient, for a reason, within the performance's allowance. They are an
 * order of the `complimentary` channel with no receipt or invoice, and the reports count them
 * apart from the sales.
 */

/** Why a complimentary ticket is given; `other` needs a note. */
export const complimentaryReasons = ['press', 'company_guest', 'protocol', 'other'] as const;
export type ComplimentaryReason = (typeof complimentaryReasons)[number];

/** The most complimentary tickets one request issues (one recipient). */
export const complimentaryMaxQuantity = 10;
/** The largest allowance of a performance. */
export const complimentaryMaxAllowance = 10_000;

const positiveId = z.number('validation.required').int().positive().max(2_147_483_647);

/**
 * POST /admin/performances/:id/complimentary. General admission: `quantity` tickets of the ticket
 * type. A seated performance: `seat_ids` (those seats, of the ticket type's zones), or without
 * them the best `quantity` seats together of the ticket type's zones (best available).
 */
export const complimentaryIssueBody = z
  .object({
    ticket_type_id: positiveId.describe('A ticket type of the performance (a zone when seated).'),
    quantity: z
      .number('validation.required')
      .int('validation.whole_number')
      .min(1, 'validation.complimentary_quantity')
      .max(complimentaryMaxQuantity, 'validation.complimentary_quantity')
      .describe('How many tickets (1–10); with `seat_ids`, the number of seats.'),
    seat_ids: z
      .array(positiveId, 'validation.required')
      .min(1, 'validation.required')
      .max(complimentaryMaxQuantity, 'validation.complimentary_quantity')
      .optional()
      .describe('Seated performance: the hall seats to give; left out: best available.'),
    reason: z
      .enum(complimentaryReasons, 'validation.choose_option')
      .describe('press, company_guest (a guest of the company), protocol, or other (with a note).'),
    note: z
      .string('validation.invalid_type')
      .trim()
      .max(200, 'validation.complimentary_note_long')
      .default('')
      .describe('Free text with the reason (the medium, the occasion); required for `other`.'),
    recipient_name: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(255)
      .describe('Who receives the tickets; the order is in their name.'),
    recipient_email: emailAddress.describe('The tickets PDF is e-mailed here.'),
    language: z
      .enum(['hu', 'en'], 'validation.choose_option')
      .describe('The language of the tickets and the e-mail.'),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && body.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'validation.required' });
    }
    if (body.seat_ids !== undefined && new Set(body.seat_ids).size !== body.quantity) {
      context.addIssue({
        code: 'custom',
        path: ['seat_ids'],
        message: 'validation.complimentary_seat_count',
      });
    }
  });
export type ComplimentaryIssueBody = z.input<typeof complimentaryIssueBody>;

/** PUT /admin/performances/:id/complimentary/allowance. */
export const complimentaryAllowanceBody = z.object({
  allowance: z
    .number('validation.required')
    .int('validation.whole_number')
    .min(0, 'validation.whole_number')
    .max(complimentaryMaxAllowance, 'validation.complimentary_allowance_max')
    .describe('How many complimentary tickets may be valid for the performance at once.'),
});
export type ComplimentaryAllowanceBody = z.input<typeof complimentaryAllowanceBody>;

export const complimentaryIssue = z.object({
  order_id: z.number().int(),
  /** paid: its tickets admit; cancelled: given back. */
  status: z.enum(['paid', 'cancelled']),
  reason: z.enum(complimentaryReasons),
  note: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  language: z.enum(['hu', 'en']),
  /** Its tickets that admit (not cancelled). */
  tickets: z.number().int(),
  /** The seats' labels, e.g. "Földszint, 3. sor 7"; empty for general admission. */
  seats: z.array(z.string()),
  ticket_type_name: z.string(),
  ticket_type_name_en: z.string(),
  issued_by: z.string().describe('The administrator who issued them (name or e-mail address).'),
  created_at: z.string(),
});
export type ComplimentaryIssue = z.infer<typeof complimentaryIssue>;

export const complimentaryTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  /** Free now (capacity − sold − live holds). */
  available: z.number().int(),
});
export type ComplimentaryTicketType = z.infer<typeof complimentaryTicketType>;

/** GET /admin/performances/:id/complimentary. */
export const complimentaryOverview = z.object({
  event_id: z.number().int(),
  seated: z.boolean(),
  allowance: z.number().int(),
  /** Valid complimentary tickets of the performance. */
  used: z.number().int(),
  /** allowance − used, never below 0. */
  left: z.number().int(),
  /** The ticket types they can be issued of (a seated performance's zones). */
  ticket_types: z.array(complimentaryTicketType),
  /** Latest first. */
  issues: z.array(complimentaryIssue),
});
export type ComplimentaryOverview = z.infer<typeof complimentaryOverview>;

/** The answer of an issue: the new order. */
export const complimentaryIssueReply = z.object({
  order_id: z.number().int(),
  tickets: z.number().int(),
  message: z.string(),
});
export type ComplimentaryIssueReply = z.infer<typeof complimentaryIssueReply>;
