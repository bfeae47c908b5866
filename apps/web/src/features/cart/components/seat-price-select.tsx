import { NativeSelect } from '@mantine/core';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import { useSeatMap } from '../api/seat-api';
import { useCartTranslation } from '../hooks/use-cart-translation';
import type { CartLine } from '../lib/cart-lines';
import classes from './cart-lines.module.css';

interface SeatPriceSelectProps {
  line: CartLine;
  busy: boolean;
  onPrice: (line: CartLine, ticketTypeId: number) => void;
}

/** The attribute a seat's price select carries, to find it again after its line changed. */
export const seatPriceAttribute = 'data-seat-price';

export function seatPriceKey(eventId: number, seatId: number): string {
  return `${String(eventId)}-${String(seatId)}`;
}

/**
 * A held seat's ticket type, chosen in the cart: the seat's zone or a concession valid there
 * (a student ticket, …). Shown only when the seat has more than one price; the performance's
 * prices come from its seat map (cached from the event page).
 */
export function SeatPriceSelect({ line, busy, onPrice }: SeatPriceSelectProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const seat = line.item.seat;
  const eventId = line.item.event_data?.id ?? 0;
  const map = useSeatMap(eventId, { enabled: eventId > 0 && seat?.zone_id !== undefined });
  if (!seat || seat.zone_id === undefined || eventId === 0) return null;
  const zone = seat.zone_id;
  const prices = (map.data?.ticket_types ?? []).filter(
    (price) => price.id === zone || (price.zones ?? []).includes(zone),
  );
  if (prices.length < 2) return null;
  return (
    <NativeSelect
      size="xs"
      className={classes.seatPrice}
      aria-label={t('lines.price_of', { seat: line.seatName ?? '' })}
      value={String(line.item.id)}
      disabled={busy}
      {...{ [seatPriceAttribute]: seatPriceKey(eventId, seat.id) }}
      onChange={(event) => {
        const chosen = Number(event.currentTarget.value);
        if (chosen !== line.item.id) onPrice(line, chosen);
      }}
      data={prices.map((price) => ({
        value: String(price.id),
        label: `${translated(locale, price.name, price.name_translations)} – ${formatPrice(price.price)}`,
      }))}
    />
  );
}
