/** The status a seat shows: free, held, sold or blocked, and the viewer's own (a cart's seat). */
export type ShownSeatStatus = 'free' | 'held' | 'sold' | 'blocked' | 'mine';

/** A mark drawn inside a free seat of a zone, so zones differ by shape as well as by colour. */
export type ZoneMark = 'solid' | 'dot' | 'hbar' | 'vbar' | 'plus' | 'ring';

export const zoneMarks: readonly ZoneMark[] = ['solid', 'dot', 'hbar', 'vbar', 'plus', 'ring'];

/** Fill colours, each at least 3:1 against white (a graphical object) and the white marks on it. */
export const zoneColours: readonly string[] = [
  '#8c1d40',
  '#1f5f8b',
  '#2b7a3d',
  '#8a5a00',
  '#5b3f99',
  '#0f6e6e',
  '#a33a00',
  '#4d4d4d',
];

/** The colour of a seat that has no zone. */
export const noZoneColour = '#4d4d4d';

export interface ZoneStyle {
  /** The zone's ticket type. */
  id: number;
  colour: string;
  mark: ZoneMark;
  /** Its price (the zone's own, not a concession's). */
  price: number;
  name: string;
  nameEn: string | undefined;
}

/** A zone as the shop and the back office both know it. */
export interface ZoneOf {
  id: number;
  price: number;
  name: string;
  nameEn: string | undefined;
}

/**
 * The zones of a seated performance, dearest first, each with a colour and a mark (the shop and
 * the back office draw a zone alike). With more zones than marks the pairs of colour and mark
 * still differ (for up to 24 zones: the least common multiple of the two counts).
 */
export function styleZones(zones: readonly ZoneOf[]): ZoneStyle[] {
  return zones
    .toSorted((a, b) => b.price - a.price || a.id - b.id)
    .map((zone, index) => ({
      ...zone,
      colour: zoneColours[index % zoneColours.length] ?? noZoneColour,
      mark: zoneMarks[index % zoneMarks.length] ?? 'solid',
    }));
}
