import { eventSearchTexts, type EventSummary } from '@theatre/contracts';
import { budapestDay, matchesSearch } from '@theatre/i18n';

export interface ProgrammeFilters {
  search: string;
  /** A Budapest calendar day, `YYYY-MM-DD`, or '' for any day. */
  date: string;
}

export const emptyFilters: ProgrammeFilters = { search: '', date: '' };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from the address bar (`?search=&date=`), so a filtered programme can be shared (pure). */
export function filtersFromSearchParams(params: URLSearchParams): ProgrammeFilters {
  const date = params.get('date') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    date: dayPattern.test(date) ? date : '',
  };
}

export function filtersToSearchParams(filters: ProgrammeFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim() ? filters.search : '';
  if (search) params.set('search', search);
  if (dayPattern.test(filters.date)) params.set('date', filters.date);
  return params;
}

export function hasActiveFilters(filters: ProgrammeFilters): boolean {
  return filters.search.trim() !== '' || filters.date !== '';
}

/**
 * The programme shown (pure): nothing that has already started (the static file may be older than
 * the page), sorted by start; VIP-only performances only in a VIP's list (docs/product.md §6).
 */
export function publicProgramme(
  events: readonly EventSummary[],
  now: Date,
  { vip = false }: { vip?: boolean } = {},
): EventSummary[] {
  const nowMs = now.getTime();
  return events
    .filter((event) => (vip || !event.vip_only) && Date.parse(event.start_date) >= nowMs)
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.id - b.id);
}

/** Search over title and author in both languages (and the venue), accent-insensitive; date is a Budapest day. */
export function filterEvents(
  events: readonly EventSummary[],
  filters: ProgrammeFilters,
): EventSummary[] {
  return events.filter(
    (event) =>
      (filters.date === '' || budapestDay(event.start_date) === filters.date) &&
      matchesSearch(filters.search, eventSearchTexts(event)),
  );
}
