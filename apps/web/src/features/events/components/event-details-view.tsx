import { Anchor, Breadcrumbs, Skeleton, Text, Title } from '@mantine/core';
import type { EventDetails, EventInfo, TicketInfo } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { IconCalendarEvent, IconClock, IconMapPin, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { HtmlContent } from '../../../components/html-content';
import { PosterPicture } from '../../../components/poster-picture/poster-picture';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import { placeName } from '../lib/place-name';
import { eventSaleState, publicTickets } from '../lib/ticket-availability';
import { useDurationText } from '../hooks/use-duration-text';
import classes from './event-details-view.module.css';
import { EventInfos } from './event-infos';
import { OtherDates } from './other-dates';
import { MovedNote } from './moved-note';
import { SaleStateLabel } from './sale-state-badge';
import { TicketTable } from './ticket-table';

export interface TicketsState {
  data: readonly TicketInfo[] | undefined;
  isError: boolean;
  /** The failed call's error, when `isError`. */
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * How wide the poster is shown (event-details-view.module.css): 240 px on a phone; beside the
 * summary, two fifths of the width on a tablet, a third on a wider screen, at most about 420 px.
 */
const detailsPosterSizes =
  '(min-width: 84.5em) 420px, (min-width: 62em) 33vw, (min-width: 48em) 40vw, 240px';

interface EventDetailsViewProps {
  event: EventDetails;
  tickets: TicketsState;
  infos: readonly EventInfo[] | undefined;
  now: Date;
  /** Shown above the content (the preview banner). */
  banner?: ReactNode;
  /** Buying controls per ticket type: the cart plugs in here. Absent in preview. */
  renderTicketAction?: (ticket: TicketInfo) => ReactNode;
  ticketActionLabel?: string;
  /** The signed-in user is a VIP (docs/product.md §6): VIP-only ticket types are shown too. */
  vip?: boolean;
  /** A seated performance's seat picking, in place of the ticket table (the page plugs it in). */
  seating?: ReactNode;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt className={classes.factLabel}>
        <span className={classes.factIcon} aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className={classes.factValue}>{children}</dd>
    </div>
  );
}

/** The event page: poster, facts, tickets, description and infos (live and preview). */
export function EventDetailsView({
  event,
  tickets,
  infos,
  now,
  banner,
  renderTicketAction,
  ticketActionLabel,
  vip = false,
  seating,
}: EventDetailsViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const durationText = useDurationText();
  const name = translated(locale, event.name, event.name_translations);
  const author = translated(locale, event.author, event.author_translations);
  const venue = placeName(locale, event);
  const description = translated(locale, event.description, event.description_translations);

  return (
    <article className={classes.page} aria-labelledby="event-title">
      <nav aria-label={t('events.breadcrumb')}>
        <Breadcrumbs separatorMargin={6} classNames={{ root: classes.breadcrumbs }}>
          <Anchor component={Link} to={paths.home()}>
            {t('pages.home')}
          </Anchor>
          <Text component="span" aria-current="page" className={classes.crumbCurrent}>
            {name}
          </Text>
        </Breadcrumbs>
      </nav>
      {banner}
      <div className={classes.hero}>
        <div className={classes.posterFrame}>
          {/* Likely the page's Largest Contentful Paint: fetched first, never lazily. */}
          <PosterPicture
            className={classes.poster}
            src={event.img_path}
            sources={event.poster_sources}
            alt={t('events.poster_alt', { name })}
            sizes={detailsPosterSizes}
            priority
          />
        </div>
        <div className={classes.summary}>
          <Title order={1} id="event-title" className={classes.title}>
            {name}
          </Title>
          {author ? (
            <Text size="lg" c="dimmed" className={classes.author}>
              {author}
            </Text>
          ) : null}
          <dl className={classes.facts}>
            <Fact icon={<IconCalendarEvent size={20} />} label={t('events.date')}>
              <time dateTime={event.start_date}>{formatDateTime(event.start_date, locale)}</time>
              <MovedNote movedFrom={event.moved_from} />
            </Fact>
            <Fact icon={<IconMapPin size={20} />} label={t('events.venue')}>
              {venue}
              {event.venue.address ? (
                <span className={classes.address}>{event.venue.address}</span>
              ) : null}
            </Fact>
            {event.duration_minutes > 0 ? (
              <Fact icon={<IconClock size={20} />} label={t('events.duration')}>
                {durationText(event.duration_minutes)}
              </Fact>
            ) : null}
            {event.age_limit !== null ? (
              <Fact icon={<IconUserShield size={20} />} label={t('events.age_limit')}>
                {t('events.age_limit_value', { age: event.age_limit })}
              </Fact>
            ) : null}
          </dl>
          <div className={classes.sale}>
            <SaleStateLabel state={eventSaleState(event, now)} size="lg" />
          </div>
          {/* A cancelled performance sells nothing: the notice above says what happens. */}
          {event.cancelled ? null : (
            <section className={classes.section} aria-labelledby="event-tickets">
              <Title order={2} id="event-tickets" className={classes.sectionTitle}>
                {t('events.tickets')}
              </Title>
              {seating ? (
                seating
              ) : tickets.data !== undefined ? (
                <TicketTable
                  tickets={vip ? tickets.data : publicTickets(tickets.data)}
                  renderAction={renderTicketAction}
                  actionLabel={ticketActionLabel}
                />
              ) : tickets.isError ? (
                <ErrorState
                  message={t('events.tickets_error')}
                  error={tickets.error}
                  onRetry={tickets.refetch}
                  retrying={tickets.isFetching}
                />
              ) : (
                <Skeleton height={140} radius="md" />
              )}
            </section>
          )}
        </div>
      </div>
      {description.trim() ? (
        <section className={classes.section} aria-labelledby="event-description">
          <Title order={2} id="event-description" className={classes.sectionTitle}>
            {t('events.description')}
          </Title>
          <HtmlContent html={description} />
        </section>
      ) : null}
      {event.other_dates.length > 0 ? (
        <section className={classes.section} aria-labelledby="event-other-dates">
          <Title order={2} id="event-other-dates" className={classes.sectionTitle}>
            {t('events.other_dates')}
          </Title>
          <OtherDates dates={event.other_dates} place={venue} now={now} />
        </section>
      ) : null}
      {infos && infos.length > 0 ? (
        <section className={classes.section} aria-labelledby="event-infos">
          <Title order={2} id="event-infos" className={classes.sectionTitle}>
            {t('events.infos')}
          </Title>
          <EventInfos infos={infos} />
        </section>
      ) : null}
    </article>
  );
}
