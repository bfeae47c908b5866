import { z } from 'zod';
import { translations } from './common.js';
import { stageRect } from './seating.js';

/*
 * The seat report of a seated performance (decision 0036, reports of decision 0020):
 * administrators only, as every report. Each seat's state now, and the occupancy per section of
 * the hall's map.
 *
 * A seat's state, one of:
 * - `checked_in`: sold, and its ticket admitted at the door;
 * - `sold`: its order is paid (the seat is the order line's), not admitted (yet);
 * - `blocked`: not for sale: blocked (with a reason) or in no zone;
 * - `held`: in a live hold of a cart or of an unpaid order;
 * - `free`: on sale and in no live hold.
 */

export const seatReportStates = ['free', 'held', 'sold', 'checked_in', 'blocked'] as const;
export type SeatReportState = (typeof seatReportStates)[number];

/** GET /admin/reports/seating?from&to: the seated performances starting in the range. */
export const seatedPerformance = z.object({
  event_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  starts_at: z.string(),
  seats: z.number().int(),
});
export type SeatedPerformance = z.infer<typeof seatedPerformance>;

export const seatedPerformancesReply = z.object({ performances: z.array(seatedPerformance) });
export type SeatedPerformancesReply = z.infer<typeof seatedPerformancesReply>;

export const reportSeat = z.object({
  /** The hall seat's id, as everywhere. */
  id: z.number().int(),
  section_id: z.number().int(),
  row: z.string(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  state: z.enum(seatReportStates),
});
export type ReportSeat = z.infer<typeof reportSeat>;

/** Counts of a section or of the whole hall. `sold` includes the seats checked in. */
const occupancyFigures = {
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  blocked: z.number().int(),
  checked_in: z.number().int(),
  free: z.number().int(),
  /** sold / (seats − blocked), in percent with one decimal; 0 without seats on sale. */
  occupancy_percent: z.number(),
};

export const sectionOccupancy = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  ...occupancyFigures,
});
export type SectionOccupancy = z.infer<typeof sectionOccupancy>;

/** GET /admin/reports/seating/:id: the seats in the map's order, the sections, the totals. */
export const seatReport = z.object({
  event_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  hall_name: z.string(),
  hall_name_en: z.string(),
  starts_at: z.string(),
  width: z.number(),
  height: z.number(),
  stage: stageRect,
  seats: z.array(reportSeat),
  sections: z.array(sectionOccupancy),
  totals: z.object(occupancyFigures),
});
export type SeatReport = z.infer<typeof seatReport>;
