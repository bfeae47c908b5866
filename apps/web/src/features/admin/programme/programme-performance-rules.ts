import {
  performanceSlug,
  performanceSlugOf,
  saleWindowProblems,
  type AdminPerformance,
  type PerformanceBody,
} from '@theatre/contracts';
import { z } from 'zod';
import { fromBudapestInput, toBudapestInput } from './programme-time';

/** What the form holds: times as Budapest wall-clock `datetime-local` values, pickers as text. */
export interface PerformanceFormValues {
  production_id: string;
  hall_id: string;
  url: string;
  starts_at: string;
  sale_starts_at: string;
  sale_ends_at: string;
  vip_only: boolean;
  tech_fee_mode: 'default' | 'own';
  tech_fee: number | null;
}

/** The fields a server's 422 message can stand under. */
export const performanceFormFields = [
  'production_id',
  'hall_id',
  'url',
  'starts_at',
  'sale_starts_at',
  'sale_ends_at',
  'vip_only',
  'tech_fee',
] as const;

const time = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value !== '', 'validation.required')
    .refine((value) => value === '' || fromBudapestInput(value) !== null, 'validation.datetime');

const instant = (value: string): string | null => (value === '' ? null : fromBudapestInput(value));

/** The form's values as the API's body (pure). */
export function performanceBodyOf(values: PerformanceFormValues): PerformanceBody {
  return {
    production_id: Number(values.production_id),
    hall_id: Number(values.hall_id),
    url: values.url.trim(),
    starts_at: instant(values.starts_at) ?? '',
    sale_starts_at: instant(values.sale_starts_at),
    sale_ends_at: instant(values.sale_ends_at),
    vip_only: values.vip_only,
    tech_fee: values.tech_fee_mode === 'own' ? values.tech_fee : null,
  };
}

/** The client's check: the contract's rules on the form's own shapes. */
export const performanceForm = z
  .object({
    production_id: z.string().min(1, 'validation.required'),
    hall_id: z.string().min(1, 'validation.required'),
    url: performanceSlug,
    starts_at: time(true),
    sale_starts_at: time(false),
    sale_ends_at: time(false),
    vip_only: z.boolean(),
    tech_fee_mode: z.enum(['default', 'own']),
    tech_fee: z
      .number('validation.number')
      .int('validation.whole_number')
      .min(0)
      .max(100_000)
      .nullable(),
  })
  .superRefine((values, context) => {
    if (values.tech_fee_mode === 'own' && values.tech_fee === null) {
      context.addIssue({ code: 'custom', path: ['tech_fee'], message: 'validation.required' });
    }
    const body = performanceBodyOf(values);
    if (body.starts_at === '') return;
    for (const problem of saleWindowProblems(body)) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
    }
  });

/** A saved performance as the form's values (pure). */
export function performanceFormValues(performance: AdminPerformance): PerformanceFormValues {
  return {
    production_id: String(performance.production_id),
    hall_id: String(performance.hall_id),
    url: performance.url,
    starts_at: toBudapestInput(performance.starts_at),
    sale_starts_at: toBudapestInput(performance.sale_starts_at),
    sale_ends_at: toBudapestInput(performance.sale_ends_at),
    vip_only: performance.vip_only,
    tech_fee_mode: performance.tech_fee === null ? 'default' : 'own',
    tech_fee: performance.tech_fee,
  };
}

/** A web address from a title and a day: `Bánk bán`, 2026-12-03 → `bank-ban-2026-12-03`. */
export function suggestedSlug(name: string, startsAt: string): string {
  return performanceSlugOf(name, /^\d{4}-\d{2}-\d{2}/.exec(startsAt)?.[0] ?? '');
}

/** How many tickets of the performance were sold, over its ticket types (pure). */
export function soldTickets(performance: Pick<AdminPerformance, 'ticket_types'>): number {
  return performance.ticket_types.reduce((sum, type) => sum + type.sold, 0);
}

/**
 * Whether the form's start (Budapest wall-clock time) lies before `now`: the server records past
 * performances, but the form warns and asks before saving one (pure; decision 0034).
 */
export function startsInThePast(startsAt: string, now: number): boolean {
  const instant = startsAt.trim() === '' ? null : fromBudapestInput(startsAt);
  return instant !== null && Date.parse(instant) < now;
}

/** `startsInThePast` at this moment: the save's own check, when it is clicked. */
export function startsInThePastNow(startsAt: string): boolean {
  return startsInThePast(startsAt, Date.now());
}
