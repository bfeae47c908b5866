import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { paths } from '../../config/paths';
import { selectIsVip, useAuthStore } from '../../features/account/stores/auth-store';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ChallengeProgress } from '../../features/cart/components/challenge-progress';
import { useCartTranslation } from '../../features/cart/hooks/use-cart-translation';
import { useEvent } from '../../features/events/api/use-event';
import { useEventInfos } from '../../features/events/api/use-event-infos';
import { useTicketInfos } from '../../features/events/api/use-ticket-infos';
import { EventDetailsSkeleton } from '../../features/events/components/event-details-skeleton';
import { EventDetailsView } from '../../features/events/components/event-details-view';
import { ticketAvailability } from '../../features/events/lib/ticket-availability';
import { useEventsStore } from '../../features/events/stores/events-store';
import { isMissingPage } from '../../lib/failure';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { translated } from '../../lib/translated';
import { useNow } from '../../lib/use-now';

// The hall's map and its seat picking load on a seated performance's page only.
const SeatPicker = lazy(() => import('../../features/cart/components/seats/seat-picker'));

/**
 * `/events/:id` and `/events/:id/info`: the event page (id or url slug), with an add-to-cart button
 * per ticket type; after an add the ticket types' availability is reloaded. A seated performance
 * shows the hall's map instead (seats held one by one, best available, a list of free seats).
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tCart } = useCartTranslation();
  const locale = useLocale();
  const now = useNow();
  const { id } = useParams<'id'>();
  // A slug known from the programme gives the numeric id at once: tickets and infos load in parallel.
  const knownId = useEventsStore(
    (state) => state.events.find((event) => event.url === id || String(event.id) === id)?.id,
  );
  const event = useEvent(id);
  const eventId = event.data?.id ?? knownId;
  const tickets = useTicketInfos(eventId);
  const infos = useEventInfos(eventId);
  const selectEvent = useEventsStore((state) => state.selectEvent);
  const vip = useAuthStore(selectIsVip);
  const signedIn = useAuthStore((state) => state.token !== null);

  useEffect(() => {
    if (event.data) selectEvent(event.data);
  }, [event.data, selectEvent]);
  usePageTitle(
    event.data ? translated(locale, event.data.name, event.data.name_translations) : null,
  );

  if (event.data) {
    const onSale = event.data.on_sale;
    return (
      <>
        <EventDetailsView
          event={event.data}
          now={now}
          vip={vip}
          infos={infos.data}
          seating={
            event.data.seated ? (
              <Suspense fallback={<Skeleton height={320} radius="md" />}>
                <SeatPicker eventId={event.data.id} onSale={onSale} vip={vip} />
              </Suspense>
            ) : undefined
          }
          ticketActionLabel={tCart('add.column')}
          renderTicketAction={(ticket) => (
            <AddToCartButton
              ticketTypeId={ticket.id}
              name={translated(locale, ticket.name, ticket.name_translations)}
              disabled={!onSale || ['sold_out', 'all_held'].includes(ticketAvailability(ticket))}
              loggedIn={signedIn}
              onSettled={() => {
                void tickets.refetch();
              }}
            />
          )}
          tickets={{
            data: tickets.data,
            isError: tickets.isError,
            error: tickets.error,
            isFetching: tickets.isFetching,
            refetch: () => {
              void tickets.refetch();
            },
          }}
        />
        {/* Beyond the free allowance of holds per client: the security check's progress. */}
        <ChallengeProgress />
      </>
    );
  }
  if (isMissingPage(event.error)) {
    return (
      <NotFoundState
        title={t('events.not_found_title')}
        text={t('events.not_found_text')}
        actionLabel={t('events.see_programme')}
        actionTo={paths.home()}
      />
    );
  }
  if (event.isError) {
    return (
      <ErrorState
        headingOrder={1}
        message={t('events.load_error')}
        error={event.error}
        onRetry={() => {
          void event.refetch();
        }}
        retrying={event.isFetching}
      />
    );
  }
  return <EventDetailsSkeleton />;
}
