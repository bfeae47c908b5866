import type { SeatPrice } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import type { ShownSeatStatus } from '../../../../components/seat-map/seat-look';
import { SeatLegend as Legend, type LegendItem } from '../../../../components/seat-map/seat-legend';
import { useLocale } from '../../../../lib/i18n';
import { translated } from '../../../../lib/translated';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import type { ZoneStyle } from '../../lib/seat-zones';

interface SeatLegendProps {
  zones: readonly ZoneStyle[];
  /** The concessions on sale (a price valid in some zones). */
  concessions: readonly SeatPrice[];
}

const statuses = [
  ['mine', 'seats.status_mine'],
  ['held', 'seats.status_held'],
  ['sold', 'seats.status_sold'],
  ['blocked', 'seats.status_blocked'],
] as const satisfies readonly (readonly [Exclude<ShownSeatStatus, 'free'>, string])[];

/**
 * The shop map's legend: each zone's mark, colour, name and price in words, the concessions with
 * the zones they apply to, and the seats' statuses by their shapes.
 */
export function SeatLegend({ zones, concessions }: SeatLegendProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const zoneName = (zone: ZoneStyle) =>
    translated(locale, zone.name, zone.nameEn === undefined ? null : { en: zone.nameEn });
  const first = { colour: zones[0]?.colour ?? '#8c1d40', mark: zones[0]?.mark ?? 'solid' };
  const prices: LegendItem[] = [
    ...zones.map((zone) => ({
      key: `zone-${String(zone.id)}`,
      zoneId: zone.id,
      look: { status: 'free' as const, colour: zone.colour, mark: zone.mark },
      text: t('seats.legend_zone', { name: zoneName(zone), price: formatPrice(zone.price) }),
    })),
    ...concessions.map((concession) => ({
      key: `concession-${String(concession.id)}`,
      look: null,
      text: t('seats.legend_concession', {
        name: translated(locale, concession.name, concession.name_translations),
        price: formatPrice(concession.price),
        zones: zones
          .filter((zone) => concession.zones?.includes(zone.id))
          .map(zoneName)
          .join(', '),
      }),
    })),
  ];
  const states: LegendItem[] = [
    ...statuses.map(([status, key]) => ({
      key: status,
      look: { status, colour: first.colour, mark: 'solid' as const },
      text: t(key),
    })),
    {
      key: 'proposed',
      look: { status: 'free', colour: first.colour, mark: first.mark, proposed: true },
      text: t('seats.status_proposed'),
    },
  ];
  return <Legend id="seat-legend-title" title={t('seats.legend')} groups={[prices, states]} />;
}
