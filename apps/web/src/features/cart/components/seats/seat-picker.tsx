import { Button, SegmentedControl, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { paths } from '../../../../config/paths';
import { NetworkError, adjacentProposal } from '../../../../lib/api-error';
import { useLocale } from '../../../../lib/i18n';
import { noAnswerMessage } from '../../../../lib/no-answer';
import { notify } from '../../../../lib/notify';
import {
  useBestAvailable,
  useHoldSeats,
  useReleaseSeats,
  useSeatMap,
  useSeatStatus,
} from '../../api/seat-api';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import { seatEntries, type SeatEntry } from '../../lib/seat-entries';
import { applySeatStatus, shownStatus } from '../../lib/seat-status';
import { zoneStyles } from '../../lib/seat-zones';
import '../cart-styles';
import { BestAvailableForm, type Proposal } from './best-available-form';
import { SeatLegend } from './seat-legend';
import { SeatList } from './seat-list';
import { CartSeatMap } from './cart-seat-map';
import classes from './seats.module.css';

interface SeatPickerProps {
  eventId: number;
  /** Tickets can be bought now; otherwise the map only shows the seats. */
  onSale: boolean;
  /** The signed-in user is a VIP: VIP-only prices are offered too. */
  vip: boolean;
}

type PickerView = 'map' | 'list';

function useTellFailure() {
  const { t } = useCartTranslation();
  return (error: unknown) => {
    // The shop's refusals (a seat taken, a limit) come as its own toasts; no answer is said here.
    if (error instanceof NetworkError) {
      notify({ tone: 'error', message: noAnswerMessage(error, t('common.network_error')) });
    }
  };
}

/**
 * Reserved seating on the event page: the hall's map (or the list of free seats), best available,
 * and the visitor's seats in the cart. A seat is held or given back at once; the seats' status is
 * refreshed every few seconds while the page is visible. Loaded on a seated performance's page only.
 */
export default function SeatPicker({ eventId, onSale, vip }: SeatPickerProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const mapQuery = useSeatMap(eventId);
  const statusQuery = useSeatStatus(eventId);
  const hold = useHoldSeats();
  const release = useReleaseSeats();
  const best = useBestAvailable();
  const tellFailure = useTellFailure();
  const [view, setView] = useState<PickerView>('map');
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const [proposal, setProposal] = useState<Proposal | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // The status applies to the map it was read after (a reloaded map is newer than an older status).
  const statusFresh =
    statusQuery.data !== undefined && statusQuery.dataUpdatedAt >= mapQuery.dataUpdatedAt;
  const applied = useMemo(() => {
    if (!mapQuery.data) return undefined;
    if (!statusFresh || !statusQuery.data) return mapQuery.data;
    return applySeatStatus(mapQuery.data, statusQuery.data.status);
  }, [mapQuery.data, statusQuery.data, statusFresh]);
  const map = applied ?? mapQuery.data;
  const staleMap = applied === null;
  const refetchMap = mapQuery.refetch;
  useEffect(() => {
    // Another map version: the map is read again.
    if (staleMap) void refetchMap();
  }, [staleMap, refetchMap]);

  const entries = useMemo(() => (map ? seatEntries(map, locale) : []), [map, locale]);
  const zones = useMemo(() => (map ? zoneStyles(map.ticket_types) : []), [map]);
  const zoneById = useMemo(() => new Map(zones.map((zone) => [zone.id, zone])), [zones]);
  const prices = useMemo(
    () => (map?.ticket_types ?? []).filter((price) => vip || !price.vip_only),
    [map, vip],
  );
  const concessions = useMemo(() => prices.filter((price) => price.zones !== null), [prices]);
  const proposed = useMemo(() => new Set(proposal?.seatIds ?? []), [proposal]);
  const mine = entries.filter((entry) => shownStatus(entry.seat) === 'mine').length;

  const setSeatPending = (ids: readonly number[], on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  /** Seat calls one after the other: each reply replaces the cart in the order they were sent. */
  const enqueue = (ids: readonly number[], send: () => Promise<unknown>) => {
    setSeatPending(ids, true);
    const run = queue.current.then(send).finally(() => {
      setSeatPending(ids, false);
    });
    queue.current = run.catch(() => undefined);
    return run;
  };

  const pressSeat = (entry: SeatEntry) => {
    const id = entry.seat.id;
    if (!onSale || pending.has(id)) return;
    const giveBack = shownStatus(entry.seat) === 'mine';
    enqueue([id], () =>
      giveBack
        ? release.mutateAsync({ seatIds: [id], eventId })
        : hold.mutateAsync({ eventId, seatIds: [id] }),
    ).then(() => {
      setAnnouncement(t(giveBack ? 'seats.released' : 'seats.held', { seat: entry.name }));
      if (!giveBack) setProposal(undefined);
    }, tellFailure);
  };

  const askBest = (ticketTypeId: number, quantity: number) => {
    setProposal(undefined);
    best.mutate(
      { eventId, ticketTypeId, quantity },
      {
        onSuccess: () => {
          setAnnouncement(t('seats.best_held', { count: quantity }));
        },
        onError: (error) => {
          const split = adjacentProposal(error);
          if (split === undefined) {
            tellFailure(error);
            return;
          }
          if (split === null) {
            setProposal(null);
            return;
          }
          const seatIds = split.flat();
          const names = seatIds.map(
            (id) => entries.find((entry) => entry.seat.id === id)?.name ?? String(id),
          );
          setProposal({ seatIds, ticketTypeId, names });
        },
      },
    );
  };

  const acceptProposal = (chosen: Proposal) => {
    const concession = prices.find((price) => price.id === chosen.ticketTypeId)?.zones != null;
    enqueue(chosen.seatIds, () =>
      hold.mutateAsync({
        eventId,
        seatIds: chosen.seatIds,
        ...(concession ? { ticketTypeId: chosen.ticketTypeId } : {}),
      }),
    ).then(() => {
      setProposal(undefined);
      setAnnouncement(t('seats.best_held', { count: chosen.seatIds.length }));
    }, tellFailure);
  };

  if (!map) {
    if (mapQuery.isError) {
      return (
        <ErrorState
          message={t('seats.load_error')}
          error={mapQuery.error}
          onRetry={() => {
            void mapQuery.refetch();
          }}
          retrying={mapQuery.isFetching}
        />
      );
    }
    return <Skeleton height={320} radius="md" />;
  }

  const accepting = proposal ? proposal.seatIds.some((id) => pending.has(id)) : false;
  return (
    <div className={classes.picker}>
      <Text size="sm">{onSale ? t('seats.intro') : t('seats.not_on_sale')}</Text>
      {mine > 0 ? (
        <div className={classes.mine}>
          <Text fw={700}>{t('seats.mine', { count: mine })}</Text>
          <Button
            component={Link}
            to={paths.cart()}
            variant="outline"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
          >
            {t('seats.to_cart')}
          </Button>
        </div>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {onSale ? (
        <BestAvailableForm
          prices={prices}
          busy={best.isPending}
          disabled={!onSale}
          onAsk={askBest}
          proposal={proposal}
          accepting={accepting}
          onAccept={acceptProposal}
          onDismiss={() => {
            setProposal(undefined);
          }}
        />
      ) : null}
      <SegmentedControl
        aria-label={t('seats.view')}
        value={view}
        onChange={(value) => {
          setView(value);
        }}
        data={[
          { value: 'map', label: t('seats.view_map') },
          { value: 'list', label: t('seats.view_list') },
        ]}
        fullWidth
      />
      {view === 'map' ? (
        <>
          <SeatLegend zones={zones} concessions={concessions} />
          <CartSeatMap
            map={map}
            entries={entries}
            zones={zoneById}
            pending={pending}
            proposed={proposed}
            onSeat={pressSeat}
          />
        </>
      ) : (
        <SeatList entries={entries} pending={pending} onSeat={pressSeat} />
      )}
    </div>
  );
}
