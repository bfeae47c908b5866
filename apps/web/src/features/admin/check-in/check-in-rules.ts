import type { CheckInResult } from '@theatre/contracts';

/*
 * The door scanner's rules, pure: how an answer looks and feels, which camera reads to ignore,
 * which door name to use (the picker's grouping by day is in performance-rules).
 */

/**
 * What the door shows for a scan: the server's result, `invalid` (the code cannot be a ticket code:
 * cut short or misread; refused before it is sent, or by the server), or `offline` (the scan never
 * reached the server: the ticket was NOT checked).
 */
export type DoorResult = CheckInResult | 'invalid' | 'offline';

/**
 * How an answer looks: `go` (green, admitted), `stop` (red: already used, cancelled, unknown, an
 * invalid code), `elsewhere` (amber: a ticket for another performance), and `offline` (white with a
 * dashed frame: not checked).
 */
export type AnswerTone = 'go' | 'stop' | 'elsewhere' | 'offline';

const tones: Record<DoorResult, AnswerTone> = {
  admitted: 'go',
  already_used: 'stop',
  cancelled: 'stop',
  unknown: 'stop',
  invalid: 'stop',
  wrong_event: 'elsewhere',
  offline: 'offline',
};

export function toneOf(result: DoorResult): AnswerTone {
  return tones[result];
}

/** One short buzz lets in; a long triple buzz stops (`navigator.vibrate` patterns, ms). */
export function vibrationOf(tone: AnswerTone): number[] {
  return tone === 'go' ? [90] : [350, 120, 350, 120, 350];
}

/** A code as a scanner compares reads: case, spaces and hyphens do not count. */
export function compactCode(code: string): string {
  return code.toUpperCase().replace(/[\s\u2010-\u2015\u2212-]+/g, '');
}

/**
 * A code to show when the server knows no ticket by it: a possible code in the printed form
 * (`ZZZZ-ZZZZ-ZZZZ-ZZZ1`), anything else upper-cased as it came.
 */
export function displayCode(code: string): string {
  const compact = compactCode(code.trim());
  return compact.length === 16 ? compact.replace(/(.{4})(?!$)/g, '$1-') : code.trim().toUpperCase();
}

/**
 * A camera sees the same QR code many times a second: a read of the code seen last is ignored
 * while it keeps being seen within `windowMs` of the previous sighting (so a ticket held in front
 * of the camera is sent once); another code, or the same one after a pause, passes.
 */
export function createRepeatFilter(windowMs = 3_000): (code: string, now: number) => boolean {
  let last: { key: string; at: number } | null = null;
  return (code, now) => {
    const key = compactCode(code.trim());
    if (key === '') return false;
    const repeated = last !== null && last.key === key && now - last.at < windowMs;
    last = { key, at: now };
    return !repeated;
  };
}

/** Longest door name the server takes. */
export const doorMaxLength = 40;

function doorKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('hu');
}

/**
 * The door name to use for what was typed: trimmed, and when a door of this performance already
 * has the same name in another case or spacing (`főbejárat` for `Főbejárat`), that door's own
 * spelling, so one door is not counted as two. Null when nothing usable was typed.
 */
export function doorName(typed: string, existing: readonly string[]): string | null {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > doorMaxLength) return null;
  if (existing.includes(trimmed)) return trimmed;
  const key = doorKey(trimmed);
  return existing.find((door) => doorKey(door) === key) ?? trimmed;
}

/** Shared with the box office and the performance picker; re-exported for the door. */
export { groupByDay, parseEventId, type PerformanceDay } from '../shared/performance-rules';

/** What the door's list of recent scans keeps of one. */
export interface RecentScan {
  /** The scan's sequence number on this page. */
  id: number;
  /** When it was answered (ms since the epoch). */
  at: number;
  /** As the server printed it, or as typed when it knows no such ticket. */
  code: string;
  result: DoorResult;
  /** Answered after it had waited (no connection): a newer scan may have been on screen. */
  late?: boolean;
  /** An administrator took the admission back. */
  undone?: boolean;
  /** Decided on this device without a connection. */
  offline?: boolean;
}

/** The list with a new scan on top, at most `max` long. */
export function withRecentScan(
  list: readonly RecentScan[],
  scan: RecentScan,
  max = 10,
): RecentScan[] {
  return [scan, ...list.filter((item) => item.id !== scan.id)].slice(0, max);
}

/**
 * A new scan's id: a random UUID (version 4). `crypto.randomUUID` exists on https and localhost
 * only; a demo opened on a phone by the machine's address over http has `getRandomValues` alone.
 */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
