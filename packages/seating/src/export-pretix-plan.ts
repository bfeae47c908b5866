import { defaultCategoryColor } from './category-colors.js';
import type { PretixArea, PretixPlan, PretixRow, PretixZone } from './pretix-plan.js';
import type { SeatMapDocument, SeatMapSeat, SeatMapSection } from './seat-map-document.js';

/**
 * Writes the shop's document as a pretix seating plan: sections become zones (at the origin),
 * rows become rows positioned at their first seat, seats are placed relative to their row. A
 * seat's guid is its id, or for a new seat a path of section name, row label and seat label
 * (unique in a valid map). pretix needs a category on every seat: a seat without one takes its
 * section's name, added to the categories. The stage becomes a rectangle area of the first zone.
 * Flags, ranks and blocks have no place in pretix's format and are left out.
 */
export function exportPretixPlan(doc: SeatMapDocument): PretixPlan {
  const categories = (doc.categories ?? []).map(({ name, color }) => ({ name, color }));
  const known = new Set(categories.map((category) => category.name));
  const categoryOf = (seat: SeatMapSeat, section: SeatMapSection) => {
    const name = seat.category ?? section.name;
    if (!known.has(name)) {
      known.add(name);
      categories.push({
        name,
        color: defaultCategoryColor(categories.length),
      });
    }
    return name;
  };

  const zones = doc.sections.map((section, index): PretixZone => ({
    name: section.name,
    zone_id: String(index + 1),
    position: { x: 0, y: 0 },
    rows: section.rows.map((row): PretixRow => {
      const first = row.seats[0];
      const position = first ? { x: first.x, y: first.y } : { x: 0, y: 0 };
      return {
        row_number: row.label,
        position,
        seats: row.seats.map((seat) => ({
          seat_guid:
            seat.id !== undefined
              ? String(seat.id)
              : [section.name, row.label, seat.label].map(encodeURIComponent).join('/'),
          seat_number: seat.label,
          position: { x: round(seat.x - position.x), y: round(seat.y - position.y) },
          category: categoryOf(seat, section),
        })),
      };
    }),
    areas: [],
  }));
  const stageZone = zones[0] ?? {
    name: doc.name || '-',
    zone_id: '1',
    position: { x: 0, y: 0 },
    rows: [],
    areas: [],
  };
  if (zones.length === 0) zones.push(stageZone);
  stageZone.areas.push(stageArea(doc));

  return {
    name: doc.name,
    size: { width: Math.ceil(doc.width), height: Math.ceil(doc.height) },
    categories,
    zones,
  };
}

function stageArea(doc: SeatMapDocument): PretixArea {
  const { x, y, width, height } = doc.stage;
  return {
    shape: 'rectangle',
    position: { x, y },
    // pretix's schema wants whole units for a rectangle's size.
    rectangle: { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) },
    rotation: 0,
    color: '#dddddd',
    border_color: '#888888',
    text: {
      text: 'Színpad / Stage',
      position: { x: round(x + width / 2), y: round(y + height / 2) },
      color: '#333333',
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
