import { Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { budapestDay } from '@theatre/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '../shared/admin-paths';
import { useStaffPerformances } from '../shared/performances-api';
import { freeSeats, salePerformances } from './box-office-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { PerformancePicker } from '../shared/performance-picker';
import './box-office-styles';

/** Today and the next two months: the desk sells ahead. */
const pickerDays = 62;

/**
 * The box office's first step: the published performances of today and the next two months, by
 * day, as big links with the seats left. A search field (focused on arrival) narrows them; Enter
 * opens the first match, so a cashier with a queue reaches a performance in a few keystrokes.
 */
export function BoxOfficePicker() {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const [search, setSearch] = useState('');
  const query = useStaffPerformances(budapestDay(now), pickerDays);
  const matching = useMemo(
    () => salePerformances(query.data ?? [], search, now),
    [query.data, search, now],
  );
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
      <PerformancePicker
        texts="box_office.picker"
        query={query}
        performances={matching}
        now={now}
        emptyText={
          search.trim() === '' ? t('box_office.picker.empty') : t('box_office.picker.no_match')
        }
        to={adminPaths.boxOfficeEvent}
        aside={(performance) => {
          const free = freeSeats(performance);
          return free === 0
            ? t('box_office.picker.sold_out')
            : t('box_office.picker.free_of', { free, capacity: performance.capacity });
        }}
      />
    </AdminPage>
  );
}
