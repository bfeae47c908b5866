import { Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useNow } from '../../../lib/use-now';
import { useProgramme } from '../api/use-programme';
import { filterEvents, publicProgramme } from '../lib/filter-events';
import { useProgrammeFilters } from '../hooks/use-programme-filters';
import { EmptyProgramme } from './empty-programme';
import { EventGrid } from './event-grid';
import { EventGridSkeleton } from './event-grid-skeleton';
import { NoResults } from './no-results';
import { ProgrammeFilters } from './programme-filters';

/**
 * The programme with its filters and every state: loading, error, empty, no results, list.
 * `vip`: the signed-in user is a VIP (docs/product.md §6): their own list, VIP-only performances
 * too.
 */
export function Programme({ vip = false }: { vip?: boolean }) {
  const { t } = useTranslation();
  const query = useProgramme({ vip });
  const { filters, setFilters, clearFilters } = useProgrammeFilters();
  const now = useNow();
  const programme = useMemo(
    () => publicProgramme(query.data ?? [], now, { vip }),
    [query.data, now, vip],
  );
  const filtered = useMemo(() => filterEvents(programme, filters), [programme, filters]);
  // The grid renders in the background (React yields to the browser between cards), so neither
  // the first render nor typing in the search box blocks the main thread in one long task.
  // It starts as null (the skeleton), so the first paint does not wait for every card; a stale
  // view stays whole (its own list and filter result) until the new one is ready.
  const view = useMemo(
    () => ({ loaded: query.data !== undefined, programme, visible: filtered }),
    [query.data, programme, filtered],
  );
  const shown = useDeferredValue<typeof view | null>(view, null);

  let content;
  if (shown === null || !shown.loaded) {
    content = query.isError ? (
      <ErrorState
        message={t('programme.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    ) : (
      <EventGridSkeleton />
    );
  } else if (shown.programme.length === 0) {
    content = <EmptyProgramme />;
  } else if (shown.visible.length === 0) {
    content = <NoResults />;
  } else {
    content = <EventGrid events={shown.visible} now={now} />;
  }

  return (
    <>
      <ProgrammeFilters filters={filters} onChange={setFilters} onClear={clearFilters} now={now} />
      {shown?.loaded && shown.programme.length > 0 ? (
        <Text role="status" size="sm" fw={600} c="dimmed" mb="sm">
          {t('programme.results', { count: shown.visible.length })}
        </Text>
      ) : null}
      {content}
    </>
  );
}
