import {
  couponCreateBody,
  couponUpdateBody,
  type AdminCouponDetails,
  type CouponCreateFields,
  type CouponKind,
  type CouponUpdateBody,
} from '@theatre/contracts';
import { budapestLocalInput, instantOfBudapestLocalInput } from '@theatre/i18n';
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

/** An instant as a `datetime-local` value in Budapest time; '' for null. */
export function budapestInputOf(iso: string | null): string {
  if (iso === null) return '';
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? '' : budapestLocalInput(instant);
}

/**
 * A `datetime-local` value read as Budapest time, as an ISO instant; null when empty. What cannot
 * be read is passed on as typed, for the schema to refuse. Around the changes of the clocks it
 * reads as the performance form does (decision 0030).
 */
export function instantOfBudapestInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return instantOfBudapestLocalInput(text)?.toISOString() ?? text;
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
