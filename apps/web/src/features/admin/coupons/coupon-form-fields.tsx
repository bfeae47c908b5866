import { MultiSelect, NumberInput } from '@mantine/core';
import { budapestDay } from '@theatre/i18n';
import { useMemo, useState } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useLocale } from '../../../lib/i18n';
import { useStaffPerformances } from '../shared/performances-api';
import type { CouponFormOutput, CouponFormValues } from './coupon-form-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { shortInstant } from './coupon-parts';

/** The performances a coupon can be limited to: from a month back to a year ahead. */
const performancesBackDays = 31;
const performancesDays = 400;

/** The performances a new coupon is limited to (none: every performance). */
export function PerformancePicker({
  control,
  error,
}: {
  control: Control<CouponFormValues, unknown, CouponFormOutput>;
  error: string | undefined;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [from] = useState(() =>
    budapestDay(new Date(Date.now() - performancesBackDays * 86_400_000)),
  );
  const performances = useStaffPerformances(from, performancesDays);
  const data = useMemo(
    () =>
      (performances.data ?? []).map((performance) => ({
        value: String(performance.id),
        label: `${locale === 'en' && performance.name_en ? performance.name_en : performance.name} · ${shortInstant(performance.starts_at, locale)}`,
      })),
    [performances.data, locale],
  );
  return (
    <Controller
      control={control}
      name="event_ids"
      render={({ field }) => (
        <MultiSelect
          ref={field.ref}
          label={t('coupons.form.events')}
          description={t('coupons.form.events_description')}
          placeholder={
            performances.isPending
              ? t('coupons.form.events_loading')
              : t('coupons.form.events_placeholder')
          }
          data={data}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('coupons.form.events_none')}
          comboboxProps={{ withinPortal: false }}
          maxDropdownHeight={320}
          error={error}
        />
      )}
    />
  );
}

/** A whole number of the coupon form: its value or a limit. */
export function NumberField({
  control,
  name,
  label,
  description,
  error,
  disabled = false,
  required = false,
}: {
  control: Control<CouponFormValues, unknown, CouponFormOutput>;
  name: Extract<FieldPath<CouponFormValues>, 'value' | 'max_uses' | 'max_uses_per_user'>;
  label: string;
  description: string;
  error: string | undefined;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          hideControls
          inputMode="numeric"
          disabled={disabled}
          required={required}
          error={error}
        />
      )}
    />
  );
}
