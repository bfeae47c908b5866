import type { OrderPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { venueLine } from '../lib/order-performance';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import classes from './orders.module.css';

/**
 * When and where, under the event's name in the history (a table row, a phone's card): each
 * performance's date and time in Budapest and its venue, one a line.
 */
export function PerformanceLines({ performances }: { performances: readonly OrderPerformance[] }) {
  const locale = useLocale();
  return (
    <>
      {performances.map((performance, index) => (
        <span key={performance.event_id ?? `i${String(index)}`} className={classes.performance}>
          {performances.length > 1 ? (
            <span className={classes.performanceName}>{performance.name}: </span>
          ) : null}
          {performance.starts_at ? (
            <time dateTime={performance.starts_at}>
              {formatDateTime(performance.starts_at, locale)}
            </time>
          ) : null}
          {performance.starts_at && performance.venue_name ? ' · ' : null}
          {performance.venue_name}
        </span>
      ))}
    </>
  );
}

/**
 * When and where in the order's details: for one performance "Date and time" and "Venue" (with
 * its address); for several, one entry each under its name. Rows of the details' list.
 */
export function PerformanceFacts({ performances }: { performances: readonly OrderPerformance[] }) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  const [only] = performances;
  if (performances.length === 1 && only) {
    return (
      <>
        {only.starts_at ? (
          <div>
            <dt>{t('details.when')}</dt>
            <dd>
              <time dateTime={only.starts_at}>{formatDateTime(only.starts_at, locale)}</time>
            </dd>
          </div>
        ) : null}
        {only.venue_name ? (
          <div>
            <dt>{t('details.venue')}</dt>
            <dd>{venueLine(only)}</dd>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      {performances.map((performance, index) => (
        <div key={performance.event_id ?? `i${String(index)}`}>
          <dt>{performance.name}</dt>
          <dd>
            {performance.starts_at ? (
              <time dateTime={performance.starts_at} className={classes.performance}>
                {formatDateTime(performance.starts_at, locale)}
              </time>
            ) : null}
            {performance.venue_name ? (
              <span className={classes.performance}>{venueLine(performance)}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </>
  );
}
