import type { EventSummary } from '@theatre/contracts';
import { EventCard } from './event-card';
import classes from './event-grid.module.css';

/** How many posters load eagerly (the first row on a wide screen). */
const eagerPosters = 4;

export function EventGrid({ events, now }: { events: readonly EventSummary[]; now: Date }) {
  return (
    <ul className={classes.grid}>
      {events.map((event, index) => (
        <li key={event.id} className={classes.item}>
          <EventCard event={event} priority={index < eagerPosters} now={now} />
        </li>
      ))}
    </ul>
  );
}
