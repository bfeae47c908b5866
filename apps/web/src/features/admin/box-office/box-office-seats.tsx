import { Button, Group, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type {
  AdminPerformanceSeat,
  AdminPerformanceSeatsReply,
  BoxOfficeTicketType,
  CartReply,
} from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useMemo, useRef, useState, type SyntheticEvent } from 'react';
import type { ShownSeatStatus } from '../../../components/seat-map/seat-look';
import { SeatNotice } from '../../../components/seat-map/seat-notice';
import { adjacentProposal } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { AdminSeatMap, SeatViewSwitch, adminSeatName, adminZones } from '../shared/admin-seat-map';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useSaleSeats, type SeatCall } from './box-office-api';
import { BoxOfficeSeatList } from './box-office-seat-list';
import classes from './box-office.module.css';

interface BoxOfficeSeatsProps {
  eventId: number;
  data: AdminPerformanceSeatsReply;
  types: readonly BoxOfficeTicketType[];
  cartKey: string | null;
  cart: CartReply | undefined;
  /** The performance can be sold now and the cart is usable. */
  enabled: boolean;
  /** A call failed: the sale screen answers an expired or spent cart. */
  onFailed: (error: unknown) => void;
}

/** Best available's split, shown and not held until the cashier accepts it. */
interface Proposal {
  seatIds: number[];
  /** The price asked for (a zone or a concession). */
  ticketTypeId: number;
  names: string[];
}

const quantities = Array.from({ length: 10 }, (_, index) => String(index + 1));
const pressable = (_seat: AdminPerformanceSeat, shown: ShownSeatStatus) =>
  shown === 'free' || shown === 'mine';

/** The desk cart's seats of this performance (a hall seat's id is the same in every performance). */
export function seatsInCart(
  cart: CartReply | undefined,
  data: AdminPerformanceSeatsReply,
): Set<number> {
  const types = new Set(data.ticket_types.map((type) => type.id));
  return new Set(
    (cart?.items ?? []).flatMap((item) =>
      item.seat && types.has(Number(item.id)) ? [item.seat.id] : [],
    ),
  );
}

/**
 * A seated performance at the desk: its map (or the list of free seats), where a free seat goes
 * into the desk cart and one of the cart's comes back at a click, and best available (N seats of
 * a price). Calls go one after the other, in the order pressed.
 */
export function BoxOfficeSeats({
  eventId,
  data,
  types,
  cartKey,
  cart,
  enabled,
  onFailed,
}: BoxOfficeSeatsProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const seats = useSaleSeats();
  const zones = useMemo(() => adminZones(data), [data]);
  const mine = useMemo(() => seatsInCart(cart, data), [cart, data]);
  const [view, setView] = useState<'map' | 'list'>('map');
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  // Best available's split: proposed (ringed on the map), held only when the cashier accepts it;
  // null: not even a split was found.
  const [proposal, setProposal] = useState<Proposal | null | undefined>(undefined);
  const [priceId, setPriceId] = useState('');
  const [quantity, setQuantity] = useState('2');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const proposed = useMemo(() => new Set(proposal?.seatIds ?? []), [proposal]);
  // A concession has no seats of its own: it can be had while one of its zones has a free seat.
  const freeZones = new Set(
    data.ticket_types.filter((type) => (type.counts?.free ?? 0) > 0).map((type) => type.id),
  );
  const choices = types.filter((type) => {
    const zonesOf = data.ticket_types.find((item) => item.id === type.id)?.zones;
    return zonesOf ? zonesOf.some((zone) => freeZones.has(zone)) : type.available > 0;
  });
  const chosen = choices.some((type) => String(type.id) === priceId)
    ? priceId
    : String(choices[0]?.id ?? '');

  const mark = (ids: readonly number[], on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const propose = (split: number[][] | null, ticketTypeId: number) => {
    if (split === null) {
      setProposal(null);
      return;
    }
    const seatIds = split.flat();
    const byId = new Map(data.seats.map((seat) => [seat.id, seat]));
    const names = seatIds.map((id) => {
      const seat = byId.get(id);
      return seat ? adminSeatName(seat, locale) : String(id);
    });
    setProposal({ seatIds, ticketTypeId, names });
  };

  const run = (call: SeatCall, ids: readonly number[], done: () => void) => {
    mark(ids, true);
    queue.current = queue.current
      .then(() => seats.mutateAsync(call))
      .then(done, (error: unknown) => {
        const split = adjacentProposal(error);
        if (split !== undefined && call.kind === 'best') propose(split, call.ticketTypeId);
        else onFailed(error);
      })
      .finally(() => {
        mark(ids, false);
      });
  };

  const pressSeat = (seat: AdminPerformanceSeat) => {
    if (!enabled || cartKey === null || pending.has(seat.id)) return;
    const giveBack = mine.has(seat.id);
    const name = adminSeatName(seat, locale);
    if (!giveBack) setProposal(undefined);
    run(
      { kind: giveBack ? 'release' : 'hold', key: cartKey, eventId, seatIds: [seat.id] },
      [seat.id],
      () => {
        setAnnouncement(t(giveBack ? 'seats.desk.released' : 'seats.desk.held', { seat: name }));
      },
    );
  };

  const askBest = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enabled || cartKey === null || chosen === '' || seats.isPending) return;
    const count = Number(quantity);
    setProposal(undefined);
    run(
      { kind: 'best', key: cartKey, eventId, ticketTypeId: Number(chosen), quantity: count },
      [],
      () => {
        setAnnouncement(t('seats.desk.best_held', { count }));
      },
    );
  };

  const accept = (chosen: Proposal) => {
    if (!enabled || cartKey === null || chosen.seatIds.some((id) => pending.has(id))) return;
    const concession = data.ticket_types.find((type) => type.id === chosen.ticketTypeId)?.zones;
    run(
      {
        kind: 'hold',
        key: cartKey,
        eventId,
        seatIds: chosen.seatIds,
        ...(concession ? { ticketTypeId: chosen.ticketTypeId } : {}),
      },
      chosen.seatIds,
      () => {
        setProposal(undefined);
        setAnnouncement(t('seats.desk.proposal_held', { count: chosen.seatIds.length }));
      },
    );
  };
  const accepting = proposal ? proposal.seatIds.some((id) => pending.has(id)) : false;

  return (
    <Stack gap="md" component="section" aria-labelledby="box-office-seats">
      <Title order={2} size="h3" id="box-office-seats">
        {t('seats.desk.title')}
      </Title>
      <Text size="sm">{t('seats.desk.intro')}</Text>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <section aria-labelledby="box-office-best">
        <Title order={3} size="h5" id="box-office-best" mb="xs">
          {t('seats.desk.best_title')}
        </Title>
        <form className={classes.bestForm} onSubmit={askBest}>
          <NativeSelect
            className={classes.bestPrice}
            label={t('seats.desk.best_price')}
            value={chosen}
            disabled={!enabled || choices.length === 0}
            onChange={(event) => {
              setPriceId(event.currentTarget.value);
            }}
            data={choices.map((type) => ({
              value: String(type.id),
              label: `${inLocale(locale, type.name, type.name_en)} – ${formatPrice(type.price)}`,
            }))}
          />
          <NativeSelect
            className={classes.bestQuantity}
            label={t('seats.desk.best_quantity')}
            value={quantity}
            disabled={!enabled}
            onChange={(event) => {
              setQuantity(event.currentTarget.value);
            }}
            data={quantities}
          />
          <Button
            type="submit"
            disabled={!enabled || choices.length === 0}
            loading={seats.isPending && pending.size === 0}
          >
            {t('seats.desk.best_submit')}
          </Button>
        </form>
        {proposal === null ? (
          <SeatNotice>{t('seats.desk.not_adjacent')}</SeatNotice>
        ) : proposal ? (
          <SeatNotice title={t('seats.desk.proposal_title')}>
            <Text size="sm">
              {t('seats.desk.proposal_text', { seats: proposal.names.join('; ') })}
            </Text>
            <Group gap="sm" mt="sm">
              <Button
                size="sm"
                loading={accepting}
                disabled={!enabled}
                onClick={() => {
                  accept(proposal);
                }}
              >
                {t('seats.desk.proposal_accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => {
                  setProposal(undefined);
                }}
              >
                {t('seats.desk.proposal_dismiss')}
              </Button>
            </Group>
          </SeatNotice>
        ) : null}
      </section>
      <SeatViewSwitch view={view} onChange={setView} />
      {view === 'map' ? (
        <AdminSeatMap
          data={data}
          zones={zones}
          mine={mine}
          marked={proposed}
          pending={pending}
          isActive={pressable}
          onSeat={pressSeat}
          counts={false}
          {...(proposal ? { markedText: t('seats.desk.proposal_marked') } : {})}
        />
      ) : (
        <BoxOfficeSeatList
          data={data}
          zones={zones}
          mine={mine}
          pending={pending}
          onSeat={pressSeat}
        />
      )}
    </Stack>
  );
}
