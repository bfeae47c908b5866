import type { Locale } from '@theatre/i18n';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A performance of an order as its calendar entry tells it. */
export interface CalendarPerformance {
  eventId: number;
  title: string;
  startsAt: Date;
  /** The production's length in minutes (the end is the start plus this). */
  durationMinutes: number;
  /** Hall, venue and address, in the order's language. */
  location: string;
  /** When the performance was last changed: the entry's DTSTAMP (the order's payment if later). */
  changedAt: Date;
  /** How many times its date changed (a move, decision 0048): the entry's SEQUENCE. */
  sequence?: number;
}

/** When nothing says how long a performance lasts. */
const defaultDurationMinutes = 120;

/**
 * The performances of an order that still take place (its ticket lines'), each once, the earliest
 * first, with the production's title and length and the hall and venue, in the order's language.
 */
export async function listCalendarPerformances(
  db: Kysely<Database>,
  orderId: number,
  locale: Locale,
): Promise<CalendarPerformance[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('events as e', 'e.id', 'i.event_id')
    .innerJoin('productions as p', 'p.id', 'e.production_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('halls as h', 'h.id', 'e.hall_id')
    .select([
      'e.id as event_id',
      'e.starts_at',
      'e.updated_at',
      'p.name',
      'p.name_en',
      'p.duration_minutes',
      'v.name as venue_name',
      'v.name_en as venue_name_en',
      'v.address as venue_address',
      'h.name as hall_name',
      'h.name_en as hall_name_en',
    ])
    .where('i.order_id', '=', orderId)
    .where('i.kind', '=', 'ticket')
    .groupBy(['e.id', 'p.id', 'v.id', 'h.id'])
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .execute();
  const en = locale === 'en';
  return rows.map((row) => {
    const venue = (en && row.venue_name_en) || row.venue_name;
    const hall = (en && row.hall_name_en) || row.hall_name;
    return {
      eventId: row.event_id,
      title: (en && row.name_en) || row.name,
      startsAt: new Date(row.starts_at),
      durationMinutes: row.duration_minutes,
      // A venue's only hall often bears its name: say it once.
      location: [hall && hall !== venue ? hall : null, venue, row.venue_address]
        .filter((part): part is string => Boolean(part))
        .join(', '),
      changedAt: new Date(row.updated_at),
    };
  });
}

/**
 * The `.ics` file of an order's confirmation (RFC 5545, through ical-generator): one VEVENT per
 * performance, its UID stable per order and performance (a resent confirmation updates the entry
 * instead of adding another), times in UTC, the end the start plus the production's length,
 * LOCATION the hall, venue and address; CRLF line endings, lines folded at 75 octets, texts
 * escaped. DTSTAMP is the later of the payment and the performance's last change.
 */
export function renderOrderCalendar(input: {
  orderId: number;
  /** The shop's host name: the UIDs' domain. */
  host: string;
  paidAt: Date | null;
  performances: readonly CalendarPerformance[];
}): string {
  const calendar = ical({
    prodId: { company: 'Theatre box office', product: 'Order confirmation', language: 'HU' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const performance of input.performances) {
    const minutes =
      performance.durationMinutes > 0 ? performance.durationMinutes : defaultDurationMinutes;
    const stamp =
      input.paidAt && input.paidAt > performance.changedAt ? input.paidAt : performance.changedAt;
    calendar.createEvent({
      id: `order-${input.orderId}-performance-${performance.eventId}@${input.host}`,
      ...(performance.sequence === undefined ? {} : { sequence: performance.sequence }),
      stamp,
      start: performance.startsAt,
      end: new Date(performance.startsAt.getTime() + minutes * 60_000),
      summary: performance.title,
      ...(performance.location === '' ? {} : { location: performance.location }),
    });
  }
  const text = calendar.toString();
  // Every content line ends with CRLF, the last one too.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
