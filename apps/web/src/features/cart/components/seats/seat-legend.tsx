import type { SeatPrice } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../../lib/i18n';
import { translated } from '../../../../lib/translated';
import { useCartTranslation } from '../../hooks/use-cart-translation';
import type { ShownSeatStatus } from '../../lib/seat-status';
import type { ZoneStyle } from '../../lib/seat-zones';
import { SeatSwatch } from './seat-glyph';
import classes from './seats.module.css';

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
 * The map's legend: each zone's mark, colour, name and price in words (not by colour alone), the
 * concessions with the zones they apply to, and the seats' statuses by their shapes.
 */
export function SeatLegend({ zones, concessions }: SeatLegendProps) {
  const { t } = useCartTranslation();
  const locale = useLocale();
  const zoneName = (zone: ZoneStyle) =>
    translated(locale, zone.name, zone.nameEn === undefined ? null : { en: zone.nameEn });
  return (
    <section aria-labelledby="seat-legend-title">
      <h3 id="seat-legend-title" className={classes.legendTitle}>
        {t('seats.legend')}
      </h3>
      <ul className={classes.legend}>
        {zones.map((zone) => (
          <li key={zone.id} className={classes.legendItem} data-zone={zone.id}>
            <SeatSwatch look={{ status: 'free', colour: zone.colour, mark: zone.mark }} />
            {t('seats.legend_zone', { name: zoneName(zone), price: formatPrice(zone.price) })}
          </li>
        ))}
        {concessions.map((concession) => (
          <li key={concession.id} className={classes.legendItem}>
            {t('seats.legend_concession', {
              name: translated(locale, concession.name, concession.name_translations),
              price: formatPrice(concession.price),
              zones: zones
                .filter((zone) => concession.zones?.includes(zone.id))
                .map(zoneName)
                .join(', '),
            })}
          </li>
        ))}
      </ul>
      <ul className={classes.legend}>
        {statuses.map(([status, key]) => (
          <li key={status} className={classes.legendItem}>
            <SeatSwatch look={{ status, colour: zones[0]?.colour ?? '#8c1d40', mark: 'solid' }} />
            {t(key)}
          </li>
        ))}
        <li className={classes.legendItem}>
          <SeatSwatch
            look={{
              status: 'free',
              colour: zones[0]?.colour ?? '#8c1d40',
              mark: zones[0]?.mark ?? 'solid',
              proposed: true,
            }}
          />
          {t('seats.status_proposed')}
        </li>
      </ul>
    </section>
  );
}
