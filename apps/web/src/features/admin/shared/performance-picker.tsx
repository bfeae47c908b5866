import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { StaffPerformance } from '@theatre/contracts';
import { budapestDateFormat, formatTime, type Locale } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { groupByDay } from './performance-rules';
import { useAdminTranslation } from './use-admin-translation';
import classes from './performance-picker.module.css';

/** `december 1., kedd` / `Tuesday 1 December`: a day's heading, with a capital. */
function formatDay(day: string, locale: Locale): string {
  const format = budapestDateFormat(locale, { month: 'long', day: 'numeric', weekday: 'long' });
  const text = format.format(new Date(`${day}T12:00:00Z`));
  // A heading starts with a capital, also where the month is written in lower case.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

interface PerformancePickerProps {
  /** Whose texts (`today`, `tomorrow`) the day headings use. */
  texts: 'box_office.picker' | 'check_in.picker';
  query: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** The performances to offer (already narrowed by any search). */
  performances: readonly StaffPerformance[];
  now: Date;
  /** Said when there is nothing to offer. */
  emptyText: string;
  /** Where a performance leads. */
  to: (id: number) => string;
  /** The door's bigger touch targets. */
  large?: boolean;
  /** Lines under the name and venue. */
  details?: (performance: StaffPerformance) => ReactNode;
  /** Beside the name on a desktop, under it on a phone (the seats left). */
  aside?: (performance: StaffPerformance) => ReactNode;
}

/**
 * A back-office list of performances to pick from, by day (today and tomorrow named), each a big
 * link with its time, name and venue; with its loading, error and empty states.
 */
export function PerformancePicker({
  texts,
  query,
  performances,
  now,
  emptyText,
  to,
  large = false,
  details,
  aside,
}: PerformancePickerProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={large ? 88 : 72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }
  const days = groupByDay(performances, now);
  if (days.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    );
  }
  return days.map((day) => {
    const date = formatDay(day.day, locale);
    return (
      <Stack key={day.day} gap="xs" component="section">
        <Title order={2} size="h4">
          {day.relative === 'later' ? date : `${t(`${texts}.${day.relative}`)} · ${date}`}
        </Title>
        <ul className={classes.list}>
          {day.performances.map((performance) => (
            <li key={performance.id}>
              <Link
                to={to(performance.id)}
                className={classes.pick}
                data-large={large}
                data-aside={aside !== undefined}
              >
                <span className={classes.time}>{formatTime(performance.starts_at, locale)}</span>
                <span className={classes.body}>
                  <span className={classes.name}>
                    {inLocale(locale, performance.name, performance.name_en)}
                  </span>
                  <span className={classes.meta}>
                    {inLocale(locale, performance.venue_name, performance.venue_name_en)}
                  </span>
                  {details ? <span className={classes.meta}>{details(performance)}</span> : null}
                </span>
                {aside ? <span className={classes.aside}>{aside(performance)}</span> : null}
                <IconChevronRight size={large ? 24 : 22} aria-hidden className={classes.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </Stack>
    );
  });
}
