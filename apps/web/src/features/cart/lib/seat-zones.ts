import type { SeatPrice } from '@theatre/contracts';
import { styleZones, type ZoneStyle } from '../../../components/seat-map/seat-look';

export {
  zoneColours,
  zoneMarks,
  type ZoneMark,
  type ZoneStyle,
} from '../../../components/seat-map/seat-look';

/**
 * The zones of a seated performance (its ticket types that are no concession), dearest first,
 * each with a colour and a mark.
 */
export function zoneStyles(prices: readonly SeatPrice[]): ZoneStyle[] {
  return styleZones(
    prices
      .filter((price) => price.zones === null)
      .map((zone) => ({
        id: zone.id,
        price: zone.price,
        name: zone.name,
        nameEn: zone.name_translations.en,
      })),
  );
}
