import { Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { StaffPerformance } from '@theatre/contracts';
import { budapestDay, formatTime, timeZone, type Locale } from '@theatre/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { adminPaths } from '../admin-paths';
import { useStaffPerformances } from '../api/performances-api';
import { freeSeats, salePerformances } from '../hooks/box-office-rules';
import { groupByDay } from '../hooks/check-in-rules';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { AdminPage } from './admin-page';
import classes from './box-office.module.css';
import './box-office-styles';

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `december 1., kedd` / `Tuesday 1 December`: a day's heading, with a capital. */
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
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Today and the next two months: the desk sells ahead. */
const pickerDays = 62;

function PerformanceLink({ performance }: { performance: StaffPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const free = freeSeats(performance);
  return (
    <Link to={adminPaths.boxOfficeEvent(performance.id)} className={classes.pick}>
      <span className={classes.pickTime}>{formatTime(performance.starts_at, locale)}</span>
      <span className={classes.pickBody}>
        <span className={classes.pickName}>
          {inLocale(locale, performance.name, performance.name_en)}
        </span>
        <span className={classes.pickMeta}>
          {inLocale(locale, performance.venue_name, performance.venue_name_en)}
        </span>
      </span>
      <span className={classes.pickFree}>
        {free === 0
          ? t('box_office.picker.sold_out')
          : t('box_office.picker.free_of', { free, capacity: performance.capacity })}
      </span>
      <IconChevronRight size={22} aria-hidden className={classes.pickArrow} />
    </Link>
  );
}

/**
 * The box office's first step: the published performances of today and the next two months, by
 * day, as big links with the seats left. A search field (focused on arrival) narrows them; Enter
 * opens the first match, so a cashier with a queue reaches a performance in a few keystrokes.
 */
export function BoxOfficePicker() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const [search, setSearch] = useState('');
  const query = useStaffPerformances(budapestDay(now), pickerDays);
  const matching = useMemo(
    () => salePerformances(query.data ?? [], search, now),
    [query.data, search, now],
  );
  const days = groupByDay(matching, now);
  // A cashier comes here to pick a performance: typing goes to the search field (after the frame
  // has moved the focus to the page's main content).
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      searchRef.current?.focus();
    });
    return () => {
      window.cancelAnimationFrame(frame);
    };
  }, []);

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={72} radius="md" />
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
        {search.trim() === '' ? t('box_office.picker.empty') : t('box_office.picker.no_match')}
      </Text>
    );
  } else {
    content = days.map((day) => (
      <Stack key={day.day} gap="xs" component="section">
        <Title order={2} size="h4">
          {day.relative === 'later'
            ? formatDay(day.day, locale)
            : `${t(`box_office.picker.${day.relative}`)} · ${formatDay(day.day, locale)}`}
        </Title>
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
    <AdminPage title={t('box_office.picker.title')} intro={t('box_office.picker.intro')}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const first = matching[0];
          if (first) void navigate(adminPaths.boxOfficeEvent(first.id));
        }}
      >
        <TextInput
          label={t('box_office.picker.search')}
          description={t('box_office.picker.search_hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          maw={520}
          ref={searchRef}
          autoComplete="off"
        />
      </form>
      {query.data && search.trim() !== '' ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('box_office.picker.results', { count: matching.length })}
        </Text>
      ) : null}
      {content}
    </AdminPage>
  );
}
