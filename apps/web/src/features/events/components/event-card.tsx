import type { EventSummary } from '@theatre/contracts';
import { IconCrown, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PosterPicture } from '../../../components/poster-picture/poster-picture';
import { paths } from '../../../config/paths';
import { formatCardDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import { placeName } from '../lib/place-name';
import { eventSaleState } from '../lib/ticket-availability';
import classes from './event-card.module.css';
import { MovedNote } from './moved-note';
import { SaleStateLabel } from './sale-state-badge';

/**
 * How wide a card's poster is shown (event-grid.module.css): half the screen on a phone (two
 * columns), at most about 360 px while two or three columns share a tablet's width, at most 300 px
 * on a wider screen (four or five columns).
 */
const cardPosterSizes = '(max-width: 36em) 50vw, (max-width: 62em) 360px, 300px';

interface EventCardProps {
  event: EventSummary;
  /** The first cards load their posters eagerly (they are above the fold). */
  priority: boolean;
  now: Date;
}

/** One performance of the programme; the whole card is one link to its page. */
export function EventCard({ event, priority, now }: EventCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = translated(locale, event.name, event.name_translations);
  const author = translated(locale, event.author, event.author_translations);
  const venue = placeName(locale, event);
  const titleId = `event-card-${String(event.id)}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <Link to={paths.event(event.url)} className={classes.link}>
        <div className={classes.posterFrame}>
          <PosterPicture
            className={classes.poster}
            src={event.img_path}
            sources={event.poster_sources}
            alt=""
            sizes={cardPosterSizes}
            priority={priority}
          />
          {event.vip_only ? (
            <span className={classes.vipBadge}>
              <IconCrown size={14} aria-hidden />
              {t('events.vip_only')}
            </span>
          ) : null}
        </div>
        <div className={classes.body}>
          <p className={classes.date}>
            <time dateTime={event.start_date}>
              {formatCardDateTime(event.start_date, locale, now)}
            </time>
            <MovedNote movedFrom={event.moved_from} />
          </p>
          <h2 className={classes.title} id={titleId}>
            {name}
          </h2>
          {author ? <p className={classes.author}>{author}</p> : null}
          <p className={classes.venue}>
            <IconMapPin size={16} aria-hidden className={classes.venueIcon} />
            {venue}
          </p>
          <div className={classes.sale}>
            <SaleStateLabel state={eventSaleState(event, now)} />
          </div>
        </div>
      </Link>
    </article>
  );
}
