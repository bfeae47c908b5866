import { defaultCategoryColor } from './category-colors.js';
import { pretixPlanReadSchema, type PretixAreaRead, type PretixPlanRead } from './pretix-plan.js';
import { blocksFromGaps, orderAlongRow } from './row-geometry.js';
import {
  SEAT_MAP_FORMAT,
  SEAT_MAP_VERSION,
  type SeatMapCategory,
  type SeatMapDocument,
  type SeatMapRect,
  type SeatMapRow,
  type SeatMapSeat,
  type SeatMapSection,
} from './seat-map-document.js';
import { frameForSeats } from './seat-map-frame.js';
import type { SeatMapPath, SeatMapProblem } from './validate-seat-map.js';

/** What the import changed or guessed, as codes with the path in the pretix plan. */
export type PretixImportWarningCode =
  | 'size_missing'
  | 'stage_default'
  | 'name_missing'
  | 'label_missing'
  | 'text_shortened'
  | 'seats_reordered'
  | 'rows_merged'
  | 'duplicate_seat_guid'
  | 'duplicate_category'
  | 'unknown_category'
  | 'category_color_replaced';

export interface PretixImportWarning {
  code: PretixImportWarningCode;
  path: SeatMapPath;
}

type PendingSeat = Omit<SeatMapSeat, 'block'>;

export type ImportPretixPlanResult =
  | { ok: true; document: SeatMapDocument; warnings: PretixImportWarning[] }
  | { ok: false; problems: SeatMapProblem[] };

export interface ImportPretixPlanOptions {
  /**
   * Take a seat_guid that is a positive integer as the seat's id: for a plan this shop exported
   * (its guids are the hall seat ids). Off by default: a foreign plan's guids name no seat here.
   */
  idsFromGuids?: boolean;
}

const STAGE_WORDS = /stage|színpad|szinpad|bühne|buhne|scène|scene|palco|escenario/i;
/**
 * Reads a pretix seating plan into the shop's document: zones become sections (name_en = name),
 * rows become rows (rows of a zone with the same label become one), seats become seats in their
 * order along the row, with blocks from the gaps
 * (see `blocksFromGaps`), positions made absolute. Labels: a row's `row_label` when it is a name
 * of its own (without pretix's `%s` placeholder), else its `row_number`; a seat's `seat_number`.
 * The stage is an area whose text names it, else a band at the top. The result is not yet
 * checked against the map's rules: call `validateSeatMap` on it.
 */
export function importPretixPlan(
  json: unknown,
  options: ImportPretixPlanOptions = {},
): ImportPretixPlanResult {
  const parsed = pretixPlanReadSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        code: 'invalid_shape',
        path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      })),
    };
  }
  const plan = parsed.data;
  const warnings: PretixImportWarning[] = [];
  const warn = (code: PretixImportWarningCode, path: SeatMapPath) => warnings.push({ code, path });
  const clip = (value: string, max: number, path: SeatMapPath) => {
    const shortened = shorten(value.trim(), max);
    if (shortened !== value.trim()) warn('text_shortened', path);
    return shortened;
  };

  const categories = readCategories(plan, warn);
  const known = new Set(categories.map((category) => category.name));
  const guids = new Set<string>();

  const sections = plan.zones.map((zone, zi): SeatMapSection => {
    const zonePath = ['zones', zi];
    let name = zone.name?.trim() ?? '';
    if (name === '') {
      warn('name_missing', [...zonePath, 'name']);
      name = String(zi + 1);
    }
    name = clip(name, 80, [...zonePath, 'name']);
    // Rows with the same label in a zone are one row (a row that an aisle splits in two).
    const groups: { label: string; path: SeatMapPath; seats: PendingSeat[] }[] = [];
    for (const [ri, row] of zone.rows.entries()) {
      const rowPath = [...zonePath, 'rows', ri];
      const ownLabel = row.row_label?.includes('%s') === false ? row.row_label.trim() : '';
      let label = ownLabel !== '' ? ownLabel : row.row_number.trim();
      if (label === '') {
        warn('label_missing', [...rowPath, 'row_number']);
        label = String(ri + 1);
      }
      label = clip(label, 20, [...rowPath, 'row_number']);
      const seats = row.seats.map((seat, si): PendingSeat => {
        const seatPath = [...rowPath, 'seats', si];
        let seatLabel = seat.seat_label?.trim() || seat.seat_number.trim();
        if (seatLabel === '') {
          warn('label_missing', [...seatPath, 'seat_number']);
          seatLabel = String(si + 1);
        }
        if (guids.has(seat.seat_guid)) warn('duplicate_seat_guid', [...seatPath, 'seat_guid']);
        guids.add(seat.seat_guid);
        let category = seat.category?.trim() ?? '';
        if (category !== '') {
          category = clip(category, 80, [...seatPath, 'category']);
          if (!known.has(category)) {
            warn('unknown_category', [...seatPath, 'category']);
            known.add(category);
            categories.push({ name: category, color: defaultCategoryColor(categories.length) });
          }
        }
        return {
          ...(options.idsFromGuids && /^[1-9]\d{0,14}$/.test(seat.seat_guid)
            ? { id: Number(seat.seat_guid) }
            : {}),
          label: clip(seatLabel, 20, [...seatPath, 'seat_number']),
          x: round(zone.position.x + row.position.x + seat.position.x),
          y: round(zone.position.y + row.position.y + seat.position.y),
          ...(category === '' ? {} : { category }),
        };
      });
      const group = groups.find((known) => known.label === label);
      if (group) {
        warn('rows_merged', rowPath);
        group.seats.push(...seats);
      } else {
        groups.push({ label, path: rowPath, seats });
      }
    }
    const rows = groups.map((group): SeatMapRow => {
      const order = orderAlongRow(group.seats);
      if (order.some((index, i) => index !== i)) warn('seats_reordered', [...group.path, 'seats']);
      const ordered = order.flatMap((index) => group.seats[index] ?? []);
      const blocks = blocksFromGaps(ordered);
      return {
        label: group.label,
        seats: ordered.map((seat, i) => ({ ...seat, block: blocks[i] ?? 0 })),
      };
    });
    return { name, name_en: name, rows };
  });

  if (!plan.size) warn('size_missing', ['size']);
  const frame = frameForSeats(sections, plan.size);
  let stage = findStage(plan);
  if (!stage) {
    warn('stage_default', ['zones']);
    stage = frame.stage;
  }
  return {
    ok: true,
    document: {
      format: SEAT_MAP_FORMAT,
      version: SEAT_MAP_VERSION,
      name: shorten(plan.name?.trim() ?? '', 200),
      width: frame.width,
      height: frame.height,
      stage,
      sections,
      ...(categories.length === 0 ? {} : { categories }),
    },
    warnings,
  };
}

function readCategories(
  plan: PretixPlanRead,
  warn: (code: PretixImportWarningCode, path: SeatMapPath) => void,
): SeatMapCategory[] {
  const categories: SeatMapCategory[] = [];
  for (const [index, category] of plan.categories.entries()) {
    const name = shorten(category.name.trim(), 80);
    if (name === '') continue;
    if (categories.some((known) => known.name === name)) {
      warn('duplicate_category', ['categories', index, 'name']);
      continue;
    }
    let color = normaliseColor(category.color ?? '');
    if (color === null) {
      warn('category_color_replaced', ['categories', index, 'color']);
      color = defaultCategoryColor(categories.length);
    }
    categories.push({ name, color });
  }
  return categories;
}

/** `#rrggbb` as given, `#rgb` spelt out, anything else null. */
function normaliseColor(color: string): string | null {
  const value = color.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return value;
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}

/** The first area whose text names the stage, as a rectangle in absolute units. */
function findStage(plan: PretixPlanRead): SeatMapRect | null {
  for (const zone of plan.zones) {
    for (const area of zone.areas) {
      const text = typeof area.text === 'string' ? area.text : (area.text?.text ?? '');
      if (!STAGE_WORDS.test(text)) continue;
      const box = areaBox(area);
      if (!box) continue;
      return {
        x: round(zone.position.x + box.x),
        y: round(zone.position.y + box.y),
        width: round(box.width),
        height: round(box.height),
      };
    }
  }
  return null;
}

/** An area's bounding box relative to its zone (rotation is not applied). */
function areaBox(area: PretixAreaRead): SeatMapRect | null {
  const { x, y } = area.position;
  let box: SeatMapRect | null = null;
  if (area.rectangle) {
    box = { x, y, width: area.rectangle.width, height: area.rectangle.height };
  } else if (area.circle) {
    const r = area.circle.radius;
    box = { x: x - r, y: y - r, width: 2 * r, height: 2 * r };
  } else if (area.ellipse) {
    const { x: rx, y: ry } = area.ellipse.radius;
    box = { x: x - rx, y: y - ry, width: 2 * rx, height: 2 * ry };
  } else if (area.polygon && area.polygon.points.length > 0) {
    const xs = area.polygon.points.map((p) => x + p.x);
    const ys = area.polygon.points.map((p) => y + p.y);
    const minX = Math.min(...xs);
    const minY = Math.min(...ys);
    box = { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
  } else if (area.width !== undefined && area.height !== undefined) {
    box = { x, y, width: area.width, height: area.height };
  }
  if (!box) return null;
  // A negative width or height draws the other way.
  const normalised = {
    x: Math.min(box.x, box.x + box.width),
    y: Math.min(box.y, box.y + box.height),
    width: Math.abs(box.width),
    height: Math.abs(box.height),
  };
  return normalised.width > 0 && normalised.height > 0 ? normalised : null;
}

/** At most `max` UTF-16 units (as the schema counts), never cutting a character in half. */
function shorten(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
