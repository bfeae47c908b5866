import { DateInput, type DateInputProps } from '@mantine/dates';
import { useLocale } from '../../../lib/i18n';
import { adminDateFormats, parseAdminDate } from './admin-date-format';
import { AdminDatesProvider, useCalendarProps } from './admin-dates-provider';
import { useAdminTranslation } from './use-admin-translation';

export type AdminDateInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime'
> & {
  /** The day as `YYYY-MM-DD`, '' for none (what a `<input type="date">` held). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day of the back office (decision 0035): shown and picked in the interface language
 * (`2026. 12. 03.` or `3 Dec 2026`), typed in that shape or as `2026-12-03`; an optional one has
 * a clear button. The value stays `YYYY-MM-DD`.
 */
export function AdminDateInput({
  value,
  onChange,
  required,
  clearable,
  ...rest
}: AdminDateInputProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const calendarProps = useCalendarProps();
  return (
    <AdminDatesProvider>
      <DateInput
        {...rest}
        value={value === '' ? null : value}
        onChange={(next) => {
          onChange(next ?? '');
        }}
        valueFormat={adminDateFormats[locale].date}
        dateParser={(typed) => parseAdminDate(typed, false)}
        placeholder={t('dates.date_placeholder')}
        required={required}
        clearable={clearable ?? !required}
        clearButtonProps={{ 'aria-label': t('dates.clear') }}
        {...calendarProps}
      />
    </AdminDatesProvider>
  );
}
