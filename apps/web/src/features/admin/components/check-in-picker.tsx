import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { StaffPerformance } from '@theatre/contracts';
import { budapestDay, formatTime, timeZone, type Locale } from '@theatre/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { useStaffPerformances } from '../api/performances-api';
import { groupByDay, type PerformanceDay } from '../hooks/check-in-rules';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { AdminPage } from './admin-page';
import classes from './check-in.module.css';
import { inLocale } from '../../../lib/translated';

/** Today and the next six days: the door works with today's, and staff may set up ahead. */
const pickerDays = 7;

function PerformanceLink({ performance }: { performance: StaffPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const name = inLocale(locale, performance.name, performance.name_en);
  return (
    <Link to={adminPaths.checkInEvent(performance.id)} className={classes.pick}>
      <span className={classes.pickTime}>{formatTime(performance.starts_at, locale)}</span>
      <span className={classes.pickBody}>
        <span className={classes.pickName}>{name}</span>
        <span className={classes.pickMeta}>
          {inLocale(locale, performance.venue_name, performance.venue_name_en)}
        </span>
        <span className={classes.pickMeta}>
          {t('check_in.picker.admitted_of', {
            admitted: performance.checked_in,
            sold: performance.sold,
          })}
        </span>
      </span>
      <IconChevronRight size={24} aria-hidden className={classes.pickArrow} />
    </Link>
  );
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `november 24., kedd` / `Tuesday 24 November`: a day of this week, as the door thinks of it. */
function formatDay(day: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'hu' ? 'hu-HU' : 'en-GB', {
      timeZone,
      month: 'long',
      day: 'numeric',
      weekday: 'long',
    });
    dayFormats.set(locale, format);
  }
  const text = format.format(new Date(`${day}T12:00:00Z`));
  // A heading starts with a capital, also where the month is written in lower case.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function DayHeading({ day }: { day: PerformanceDay }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const date = formatDay(day.day, locale);
  return (
    <Title order={2} size="h4">
      {day.relative === 'later' ? date : `${t(`check_in.picker.${day.relative}`)} · ${date}`}
    </Title>
  );
}

/**
 * The door's first step: today's and the next days' performances, today first, as big buttons
 * (time, name, venue, admitted of sold) a door attendant can hit on a phone.
 */
export function CheckInPicker() {
  const { t } = useAdminTranslation();
  // The day the page was opened: a door opens it for the day's performances.
  const [now] = useState(() => new Date());
  const query = useStaffPerformances(budapestDay(now), pickerDays);
  const days = query.data ? groupByDay(query.data, now) : [];

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={88} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && !query.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (days.length === 0) {
    content = (
      <Text c="dimmed" py="xl" ta="center">
        {t('check_in.picker.empty')}
      </Text>
    );
  } else {
    content = days.map((day) => (
      <Stack key={day.day} gap="xs" component="section">
        <DayHeading day={day} />
        <ul className={classes.pickList}>
          {day.performances.map((performance) => (
            <li key={performance.id}>
              <PerformanceLink performance={performance} />
            </li>
          ))}
        </ul>
      </Stack>
    ));
  }

  return (
    <AdminPage title={t('check_in.picker.title')} intro={t('check_in.picker.intro')}>
      {content}
    </AdminPage>
  );
}
