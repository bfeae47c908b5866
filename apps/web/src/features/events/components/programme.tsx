import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useNow } from '../../../lib/use-now';
import { useProgramme } from '../api/use-programme';
import { filterEvents, publicProgramme } from '../hooks/filter-events';
import { useProgrammeFilters } from '../hooks/use-programme-filters';
import { EmptyProgramme } from './empty-programme';
import { EventGrid } from './event-grid';
import { EventGridSkeleton } from './event-grid-skeleton';
import { NoResults } from './no-results';
import { ProgrammeFilters } from './programme-filters';

/** The programme with its filters and every state: loading, error, empty, no results, list. */
export function Programme() {
  const { t } = useTranslation();
  const query = useProgramme();
  const { filters, setFilters, clearFilters } = useProgrammeFilters();
  const now = useNow();
  const programme = useMemo(() => publicProgramme(query.data ?? [], now), [query.data, now]);
  const visible = useMemo(() => filterEvents(programme, filters), [programme, filters]);

  let content;
  if (query.data === undefined) {
    content = query.isError ? (
      <ErrorState
        message={t('programme.load_error')}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    ) : (
      <EventGridSkeleton />
    );
  } else if (programme.length === 0) {
    content = <EmptyProgramme />;
  } else if (visible.length === 0) {
    content = <NoResults />;
  } else {
    content = <EventGrid events={visible} now={now} />;
  }

  return (
    <>
      <ProgrammeFilters filters={filters} onChange={setFilters} onClear={clearFilters} now={now} />
      {query.data !== undefined && programme.length > 0 ? (
        <Text role="status" size="sm" fw={600} c="dimmed" mb="sm">
          {t('programme.results', { count: visible.length })}
        </Text>
      ) : null}
      {content}
    </>
  );
}
