import {
  couponCreateBody,
  couponUpdateBody,
  type AdminCouponDetails,
  type CouponCreateFields,
  type CouponKind,
  type CouponUpdateBody,
} from '@theatre/contracts';
import { timeZone } from '@theatre/i18n';
import { z } from 'zod';

/*
 * The coupon form's values and their way to the API's bodies (pure). The form shows instants as
 * Budapest wall-clock time in `datetime-local` inputs whatever the browser's own zone, and limits
 * as numbers that may be left empty.
 */

/** What the form's inputs hold. */
export interface CouponFormValues {
  code: string;
  name: string;
  name_en: string;
  kind: CouponKind;
  /** '' while empty. */
  value: number | string;
  /** `YYYY-MM-DDTHH:mm`, Budapest time; '' for no bound. */
  valid_from: string;
  valid_until: string;
  /** '' for no limit. */
  max_uses: number | string;
  max_uses_per_user: number | string;
  /** Performance ids as the multi-select holds them. */
  event_ids: string[];
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  name: '',
  name_en: '',
  kind: 'percent',
  value: '',
  valid_from: '',
  valid_until: '',
  max_uses: '',
  max_uses_per_user: '',
  event_ids: [],
};

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function budapestParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Budapest's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function budapestOffset(instant: number): number {
  const p = budapestParts(instant);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');

/** An instant as a `datetime-local` value in Budapest time; '' for null. */
export function budapestInputOf(iso: string | null): string {
  if (iso === null) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = budapestParts(instant);
  return `${String(p.year)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as Budapest time, as an ISO instant; null when empty. What cannot
 * be read is passed on as typed, for the schema to refuse.
 */
export function instantOfBudapestInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = localPattern.exec(text);
  if (!match) return text;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // The offset at the guess, then at the corrected instant (they differ around a clock change).
  let instant = wall - budapestOffset(wall);
  instant = wall - budapestOffset(instant);
  return new Date(instant).toISOString();
}

const numberOrNull = (value: number | string): number | null => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
};
/** An empty required number stays NaN, which the schema refuses as "enter a whole number". */
const numberOrNaN = (value: number | string): number => numberOrNull(value) ?? Number.NaN;

/** The form's values as POST /admin/coupons takes them (before the schema's checks). */
export function createBodyOf(values: CouponFormValues) {
  return {
    code: values.code,
    name: values.name,
    name_en: values.name_en,
    kind: values.kind,
    value: numberOrNaN(values.value),
    valid_from: instantOfBudapestInput(values.valid_from),
    valid_until: instantOfBudapestInput(values.valid_until),
    max_uses: numberOrNull(values.max_uses),
    max_uses_per_user: numberOrNull(values.max_uses_per_user),
    event_ids: values.event_ids.map(Number),
  };
}

/** The form's values as PUT /admin/coupons/:id takes them (only what may change). */
export function updateBodyOf(values: CouponFormValues) {
  const body = createBodyOf(values);
  return {
    name: body.name,
    name_en: body.name_en,
    valid_from: body.valid_from,
    valid_until: body.valid_until,
    max_uses: body.max_uses,
    max_uses_per_user: body.max_uses_per_user,
  };
}

/**
 * The form's schemas: its values turned into the body, then checked by the API's own schema, so
 * the form says what the server would (issues keep the fields' names).
 */
export const couponCreateForm = z
  .custom<CouponFormValues>()
  .transform(createBodyOf)
  // The body always names its performances (the schema's default is for other callers).
  .pipe(couponCreateBody as z.ZodType<CouponCreateFields, ReturnType<typeof createBodyOf>>);
export const couponUpdateForm = z
  .custom<CouponFormValues>()
  .transform(updateBodyOf)
  .pipe(couponUpdateBody);

/** What the form hands to its submit: the body of a new coupon or of a change. */
export type CouponFormOutput = CouponCreateFields | CouponUpdateBody;

/** An existing coupon in the form (editing). */
export function formValuesOf(coupon: AdminCouponDetails): CouponFormValues {
  return {
    code: coupon.code,
    name: coupon.name,
    name_en: coupon.name_en,
    kind: coupon.kind,
    value: coupon.value,
    valid_from: budapestInputOf(coupon.valid_from),
    valid_until: budapestInputOf(coupon.valid_until),
    max_uses: coupon.max_uses ?? '',
    max_uses_per_user: coupon.max_uses_per_user ?? '',
    event_ids: [...new Set(coupon.targets.map((target) => String(target.event_id)))],
  };
}

/** The form's fields a server's 422 may name. */
export const couponFormFields = [
  'code',
  'name',
  'name_en',
  'kind',
  'value',
  'valid_from',
  'valid_until',
  'max_uses',
  'max_uses_per_user',
  'event_ids',
] as const;
