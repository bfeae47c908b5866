import { z } from 'zod';

/**
 * The back office (decision 0016): `/api/admin/...`, for staff only (cashier: box office, door and
 * order look-up; administrator: everything). Field names are snake_case like the shop's. What more
 * than one area uses is here; each area's own contracts are in `admin-<area>.ts` (decision 0028).
 */

/** A calendar day, YYYY-MM-DD (Budapest). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'validation.date');

/** GET /admin/performances: performances from a day (default today) for some days (default 60). */
export const staffPerformancesQuery = z.object({
  from: isoDay.optional(),
  days: z.coerce.number().int().min(1).max(400).optional(),
});
export type StaffPerformancesQuery = z.infer<typeof staffPerformancesQuery>;

/** One performance as staff see it: where it stands, for the door, the box office and reports. */
export const staffPerformance = z.object({
  id: z.number().int(),
  production_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  starts_at: z.string(),
  published: z.boolean(),
  vip_only: z.boolean(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Tickets in live carts and unpaid orders. */
  held: z.number().int(),
  checked_in: z.number().int(),
});
export type StaffPerformance = z.infer<typeof staffPerformance>;
export const staffPerformancesReply = z.array(staffPerformance);

/** The VAT summary of one rate: net (without VAT), VAT and gross forints. */
export const vatSummaryRow = z.object({
  /** 27 | 18 | 5 | 0 | TAM | AAM */
  vat_rate: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type VatSummaryRow = z.infer<typeof vatSummaryRow>;
