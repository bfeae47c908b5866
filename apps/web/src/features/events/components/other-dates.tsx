import { Anchor, Text } from '@mantine/core';
import type { OtherDate } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../lib/place-name';
import { eventSaleState } from '../lib/ticket-availability';
import classes from './other-dates.module.css';
import { MovedNote } from './moved-note';
import { SaleStateLabel } from './sale-state-badge';

/**
 * The production's other coming performances on its event page: each a link to its own page with
 * the date and time, the place (when it differs) and whether tickets are to be had.
 */
export function OtherDates({
  dates,
  place,
  now,
}: {
  dates: readonly OtherDate[];
  /** This performance's place: another date names its own only when it differs. */
  place: string;
  now: Date;
}) {
  const locale = useLocale();
  return (
    <ul className={classes.list}>
      {dates.map((date) => {
        const where = placeName(locale, date);
        return (
          <li key={date.id} className={classes.item}>
            <Anchor component={Link} to={paths.event(date.url)} className={classes.link}>
              <time dateTime={date.start_date}>{formatDateTime(date.start_date, locale)}</time>
            </Anchor>
            <MovedNote movedFrom={date.moved_from} />
            {where !== place ? (
              <Text size="sm" c="dimmed">
                {where}
              </Text>
            ) : null}
            <SaleStateLabel state={eventSaleState(date, now)} />
          </li>
        );
      })}
    </ul>
  );
}
