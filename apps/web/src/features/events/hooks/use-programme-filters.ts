import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ProgrammeFilters,
} from '../lib/filter-events';

/** The programme's filters, kept in the address bar (`?search=&date=`). */
export function useProgrammeFilters(): {
  filters: ProgrammeFilters;
  setFilters: (next: ProgrammeFilters) => void;
  clearFilters: () => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const setFilters = useCallback(
    (next: ProgrammeFilters) => {
      setParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setFilters(emptyFilters);
  }, [setFilters]);
  return { filters, setFilters, clearFilters };
}
