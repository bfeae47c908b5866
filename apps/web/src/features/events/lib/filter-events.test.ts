import type { EventSummary } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterEvents,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  publicProgramme,
} from './filter-events';

function event(partial: Partial<EventSummary> & { id: number; start_date: string }): EventSummary {
  return {
    url: `event-${String(partial.id)}`,
    name: 'Bánk bán',
    name_translations: { en: 'Bank Ban' },
    author: 'Katona József',
    author_translations: { en: 'József Katona' },
    img_path: '/storage/posters/bank-ban.svg',
    poster_sources: [],
    duration_minutes: 150,
    age_limit: 12,
    venue: { name: 'Nagyszínpad', name_translations: { en: 'Main stage' }, address: 'Budapest' },
    hall: { name: 'Nagyszínpad', name_translations: { en: 'Main stage' } },
    min_price: 4900,
    sold_out: false,
    all_held: false,
    on_sale: true,
    sale_starts_at: null,
    vip_only: false,
    seated: false,
    cancelled: false,
    moved_from: null,
    ...partial,
  };
}

const events = [
  event({ id: 1, start_date: '2026-12-03T18:00:00Z' }),
  event({
    id: 2,
    start_date: '2026-12-03T23:30:00Z', // 00:30 on 4 December in Budapest
    name: 'A helység kalapácsa',
    name_translations: { en: 'The Hammer of the Village' },
    author: 'Petőfi Sándor',
    author_translations: { en: 'Sándor Petőfi' },
  }),
  event({
    id: 3,
    start_date: '2026-12-05T18:00:00Z',
    name: 'Hamlet',
    name_translations: { en: 'Hamlet' },
    author: 'William Shakespeare',
    author_translations: { en: 'William Shakespeare' },
  }),
];

describe('filterEvents', () => {
  it('returns everything without filters', () => {
    expect(filterEvents(events, { search: '', date: '' })).toHaveLength(3);
  });

  it('searches titles and authors in both languages without accents', () => {
    expect(filterEvents(events, { search: 'petofi', date: '' }).map((e) => e.id)).toEqual([2]);
    expect(filterEvents(events, { search: 'hammer', date: '' }).map((e) => e.id)).toEqual([2]);
    expect(filterEvents(events, { search: 'KATONA', date: '' }).map((e) => e.id)).toEqual([1]);
    expect(filterEvents(events, { search: 'helyseg kalap', date: '' }).map((e) => e.id)).toEqual([
      2,
    ]);
  });

  it('filters by the Budapest calendar day', () => {
    expect(filterEvents(events, { search: '', date: '2026-12-03' }).map((e) => e.id)).toEqual([1]);
    expect(filterEvents(events, { search: '', date: '2026-12-04' }).map((e) => e.id)).toEqual([2]);
  });

  it('combines search and date', () => {
    expect(filterEvents(events, { search: 'hamlet', date: '2026-12-03' })).toEqual([]);
  });
});

describe('publicProgramme', () => {
  it('drops VIP-only and past performances and sorts by start', () => {
    const list = [
      event({ id: 5, start_date: '2026-12-10T18:00:00Z' }),
      event({ id: 4, start_date: '2026-12-01T18:00:00Z' }),
      event({ id: 6, start_date: '2026-12-02T18:00:00Z', vip_only: true }),
      event({ id: 7, start_date: '2026-11-01T18:00:00Z' }),
    ];
    expect(publicProgramme(list, new Date('2026-11-15T00:00:00Z')).map((e) => e.id)).toEqual([
      4, 5,
    ]);
  });

  it("keeps the VIP-only performances in a VIP's list", () => {
    const list = [
      event({ id: 5, start_date: '2026-12-10T18:00:00Z' }),
      event({ id: 6, start_date: '2026-12-02T18:00:00Z', vip_only: true }),
      event({ id: 7, start_date: '2026-11-01T18:00:00Z', vip_only: true }),
    ];
    const now = new Date('2026-11-15T00:00:00Z');
    expect(publicProgramme(list, now, { vip: true }).map((e) => e.id)).toEqual([6, 5]);
  });
});

describe('filters in the address bar', () => {
  it('reads and writes search and date', () => {
    const params = filtersToSearchParams({ search: 'bánk', date: '2026-12-03' });
    expect(params.toString()).toBe('search=b%C3%A1nk&date=2026-12-03');
    expect(filtersFromSearchParams(params)).toEqual({ search: 'bánk', date: '2026-12-03' });
  });

  it('ignores a malformed date and blank search', () => {
    expect(filtersFromSearchParams(new URLSearchParams('date=tomorrow'))).toEqual({
      search: '',
      date: '',
    });
    expect(filtersToSearchParams({ search: '   ', date: '' }).toString()).toBe('');
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters({ search: '', date: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'x', date: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', date: '2026-12-03' })).toBe(true);
  });
});
