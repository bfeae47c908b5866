import { z } from 'zod';

/**
 * pretix's open seating-plan format (schema version 0.0.1): `zones` hold `rows` that hold
 * `seats`; positions are relative: a seat's to its row's, a row's (and an area's) to its zone's.
 * The reading schema is lenient where plans in the wild differ (numbers for strings, a missing
 * size or row position, older areas with `width`/`height`/`text` at the top level); unknown
 * properties are dropped.
 */

const text = z.union([z.string(), z.number()]).transform(String);
const position = z.object({ x: z.number(), y: z.number() });
const origin = { x: 0, y: 0 };

export const pretixSeatSchema = z.object({
  seat_guid: text,
  seat_number: text.default(''),
  /** Not in pretix's schema (it keeps a label template on the row); read when present. */
  seat_label: z.string().nullish(),
  position,
  category: z.string().nullish(),
  radius: z.number().optional(),
});

export const pretixRowSchema = z.object({
  row_number: text.default(''),
  row_label: z.string().nullish(),
  seat_label: z.string().nullish(),
  position: position.default(origin),
  seats: z.array(pretixSeatSchema),
});

export const pretixAreaSchema = z.object({
  shape: z.string().optional(),
  position: position.default(origin),
  rotation: z.number().optional(),
  rectangle: z.object({ width: z.number(), height: z.number() }).optional(),
  circle: z.object({ radius: z.number() }).optional(),
  ellipse: z.object({ radius: position }).optional(),
  polygon: z.object({ points: z.array(position) }).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  text: z.union([z.string(), z.object({ text: z.string() })]).optional(),
});

export const pretixZoneSchema = z.object({
  name: z.string().nullish(),
  position: position.default(origin),
  rows: z.array(pretixRowSchema),
  areas: z.array(pretixAreaSchema).default([]),
});

export const pretixPlanReadSchema = z.object({
  name: z.string().nullish(),
  size: z.object({ width: z.number().positive(), height: z.number().positive() }).optional(),
  categories: z.array(z.object({ name: z.string(), color: z.string().nullish() })).default([]),
  zones: z.array(pretixZoneSchema),
});

export type PretixPlanRead = z.output<typeof pretixPlanReadSchema>;
export type PretixAreaRead = z.output<typeof pretixAreaSchema>;

export interface PretixPosition {
  x: number;
  y: number;
}

/** A plan as this package writes it: valid against pretix's schema. */
export interface PretixPlan {
  name: string;
  size: { width: number; height: number };
  categories: { name: string; color: string }[];
  zones: PretixZone[];
}

export interface PretixZone {
  name: string;
  zone_id: string;
  position: PretixPosition;
  rows: PretixRow[];
  areas: PretixArea[];
}

export interface PretixRow {
  row_number: string;
  position: PretixPosition;
  seats: PretixSeat[];
}

export interface PretixSeat {
  seat_guid: string;
  seat_number: string;
  position: PretixPosition;
  category: string;
}

export interface PretixArea {
  shape: 'rectangle';
  position: PretixPosition;
  rectangle: { width: number; height: number };
  rotation: number;
  color: string;
  border_color: string;
  text: { text: string; position: PretixPosition; color: string };
}
