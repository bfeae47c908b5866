import type { EventListQuery, EventSummary } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { listUpcomingEvents } from './catalog.repository.js';
import { toEventSummary } from './event-mapper.js';

/** Lower case without accents, so 'banki' finds 'Bánk bán'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function matchesSearch(event: EventSummary, search: string): boolean {
  const needle = foldText(search.trim());
  if (needle === '') return true;
  const haystack = foldText(
    [
      event.name,
      event.name_translations.en,
      event.author,
      event.author_translations.en,
      event.venue.name,
      event.venue.name_translations.en,
    ].join(' '),
  );
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

/** GET /events: the public programme, optionally searched and narrowed to one Budapest day. */
export async function listEvents(
  db: Db,
  clock: Clock,
  query: EventListQuery = {},
): Promise<EventSummary[]> {
  const now = clock.now();
  const events = (await listUpcomingEvents(db, now)).map((row) => toEventSummary(row, now));
  return events.filter(
    (event) =>
      (query.search === undefined || matchesSearch(event, query.search)) &&
      (query.date === undefined || budapestDay(event.start_date) === query.date),
  );
}
