import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef } from 'react';
import { useLocale } from '../../../lib/i18n';
import {
  adminDateFormats,
  formDateTimeOf,
  parseAdminDate,
  pickerDateTimeOf,
  withTimeOf,
} from './admin-date-format';
import { AdminDatesProvider, useCalendarProps } from './admin-dates-provider';
import { useAdminTranslation } from './use-admin-translation';

export type AdminDateTimeInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime' | 'getDayProps'
> & {
  /** The Budapest wall-clock time as `YYYY-MM-DDTHH:mm`, '' for none (a `datetime-local` value). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day and a 24-hour time of the back office (decision 0035), in one field: shown in the
 * interface language (`2026. 12. 03. 19:00` or `3 Dec 2026, 19:00`), typed in that shape or as
 * `2026-12-03T19:00`; the calendar picks the day and keeps the time typed. The value stays a
 * `datetime-local` one, so the forms send what they always sent.
 */
export function AdminDateTimeInput({
  value,
  onChange,
  required,
  clearable,
  ...rest
}: AdminDateTimeInputProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const calendarProps = useCalendarProps();
  const current = pickerDateTimeOf(value);
  // A day picked in the calendar comes without its time: the time already typed is kept.
  const picked = useRef(false);
  return (
    <AdminDatesProvider>
      <DateInput
        {...rest}
        withTime
        value={current}
        onChange={(next) => {
          const kept = next && picked.current ? withTimeOf(next, current) : next;
          picked.current = false;
          onChange(formDateTimeOf(kept));
        }}
        getDayProps={() => ({
          onClick: () => {
            picked.current = true;
          },
        })}
        valueFormat={adminDateFormats[locale].dateTime}
        dateParser={(typed) => parseAdminDate(typed, true)}
        placeholder={t('dates.date_time_placeholder')}
        required={required}
        clearable={clearable ?? !required}
        clearButtonProps={{ 'aria-label': t('dates.clear') }}
        {...calendarProps}
      />
    </AdminDatesProvider>
  );
}
