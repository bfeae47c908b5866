import '@mantine/dates/styles.layer.css';
import dayjs from 'dayjs';
import 'dayjs/locale/hu';
import { DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from './use-admin-translation';
import classes from './admin-dates.module.css';

/**
 * The back office's calendars speak the interface language, not the browser's (decision 0035):
 * month and day names in Hungarian or English, weeks from Monday. Only the back office's date
 * fields load it (and @mantine/dates with its styles), never the shop's first load.
 */
export function AdminDatesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      {children}
    </DatesProvider>
  );
}

/** The names of the calendar's buttons (previous and next month, year, decade; level) for axe. */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useAdminTranslation();
  return {
    previousMonth: t('dates.previous_month'),
    nextMonth: t('dates.next_month'),
    previousYear: t('dates.previous_year'),
    nextYear: t('dates.next_year'),
    previousDecade: t('dates.previous_decade'),
    nextDecade: t('dates.next_decade'),
    monthLevelControl: t('dates.choose_month'),
    yearLevelControl: t('dates.choose_year'),
  };
}

/**
 * What both fields give Mantine's DateInput: the calendar's button names, readable days, and the
 * calendar drawn inside the page's `main` (a landmark, for axe) rather than at the body's end.
 */
export function useCalendarProps(): {
  ariaLabels: CalendarAriaLabels;
  classNames: { day: string; calendarHeaderLevel: string; monthsListControl: string };
  popoverProps: { portalProps: { target: string } };
  monthLabelFormat: string;
  weekdayFormat: (day: string) => string;
} {
  const locale = useLocale();
  return {
    // `2026. március` and `March 2026`; the weekdays capitalised: `H K Sze Cs P Szo V`.
    monthLabelFormat: locale === 'hu' ? 'YYYY. MMMM' : 'MMMM YYYY',
    weekdayFormat: (day) => {
      const name = dayjs(day).locale(locale).format('dd');
      return name.charAt(0).toUpperCase() + name.slice(1);
    },
    ariaLabels: useCalendarLabels(),
    // Mantine capitalises the month names; Hungarian writes them in lower case (`2026. március`).
    classNames: {
      day: classes.day ?? '',
      calendarHeaderLevel: classes.asWritten ?? '',
      monthsListControl: classes.asWritten ?? '',
    },
    popoverProps: { portalProps: { target: 'main' } },
  };
}
