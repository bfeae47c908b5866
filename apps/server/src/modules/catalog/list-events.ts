import { eventSearchTexts, type EventListQuery, type EventSummary } from '@theatre/contracts';
import { budapestDay, matchesSearch } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { listUpcomingEvents, msUntilSoldOutRelease } from './catalog.repository.js';
import { toEventSummary } from './event-mapper.js';

/** GET /events: the public programme, optionally searched and narrowed to one Budapest day. */
export async function listEvents(
  db: Db,
  clock: Clock,
  query: EventListQuery = {},
): Promise<EventSummary[]> {
  const now = clock.now();
  const events = (await listUpcomingEvents(db, now)).map((row) => toEventSummary(row, now));
  return filterEvents(events, query);
}

/** The programme narrowed to a search and a Budapest day. */
export function filterEvents(events: EventSummary[], query: EventListQuery): EventSummary[] {
  return events.filter(
    (event) =>
      (query.search === undefined || matchesSearch(query.search, eventSearchTexts(event))) &&
      (query.date === undefined || budapestDay(event.start_date) === query.date),
  );
}

/**
 * How long the programme may be kept: not past the moment a hold on a sold-out ticket type
 * expires, so a cached programme never shows a ticket as sold out after its hold expired.
 */
export async function programmeValidForMs(db: Db, atMostMs: number): Promise<number> {
  const release = await msUntilSoldOutRelease(db);
  return release === null ? atMostMs : Math.max(0, Math.min(atMostMs, release));
}
