import type { StaffPerformance } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import {
  compactCode,
  displayCode,
  createRepeatFilter,
  doorName,
  groupByDay,
  newScanId,
  parseEventId,
  toneOf,
  vibrationOf,
  withRecentScan,
  type RecentScan,
} from './check-in-rules';

describe('the answer of a scan', () => {
  it('is green for an admission, red for a used, cancelled or unknown ticket and an invalid code, amber for another performance', () => {
    expect(toneOf('admitted')).toBe('go');
    expect(toneOf('already_used')).toBe('stop');
    expect(toneOf('cancelled')).toBe('stop');
    expect(toneOf('unknown')).toBe('stop');
    expect(toneOf('invalid')).toBe('stop');
    expect(toneOf('wrong_event')).toBe('elsewhere');
    expect(toneOf('offline')).toBe('offline');
  });

  it('buzzes once, short, to let in, and long, several times, to stop', () => {
    expect(vibrationOf('go')).toEqual([90]);
    for (const tone of ['stop', 'elsewhere', 'offline'] as const) {
      const pattern = vibrationOf(tone);
      expect(pattern.length).toBeGreaterThan(1);
      expect(Math.max(...pattern)).toBeGreaterThan(300);
    }
  });
});

describe('camera reads', () => {
  it('sends a code once while it stays in view, and again after a pause of 3 seconds', () => {
    const fresh = createRepeatFilter(3_000);
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 0)).toBe(true);
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 200)).toBe(false);
    // Still in view: every read keeps it quiet.
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 2_900)).toBe(false);
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 5_800)).toBe(false);
    // Taken away for 3 seconds, then shown again: a new scan.
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 8_800)).toBe(true);
  });

  it('lets another code through at once, and the first one after it', () => {
    const fresh = createRepeatFilter(3_000);
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 0)).toBe(true);
    expect(fresh('AAAA-BBBB-CCCC-DDDD', 100)).toBe(true);
    expect(fresh('T7Q2-XK4M-93PD-LW8A', 200)).toBe(true);
  });

  it('takes the same code in another case or without hyphens as a repeat, and ignores empty reads', () => {
    const fresh = createRepeatFilter();
    expect(fresh('t7q2xk4m93pdlw8a', 0)).toBe(true);
    expect(fresh(' T7Q2-XK4M-93PD-LW8A ', 500)).toBe(false);
    expect(fresh('   ', 600)).toBe(false);
    expect(compactCode('t7q2 xk4m–93pd-lw8a')).toBe('T7Q2XK4M93PDLW8A');
  });

  it('shows a code the server does not know in the printed form when it could be one', () => {
    expect(displayCode('zzzzzzzzzzzzzzz1')).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZ1');
    expect(displayCode(' abc ')).toBe('ABC');
  });
});

describe('the door name', () => {
  const doors = ['Főbejárat', 'Oldalsó bejárat'];

  it('is trimmed, and an existing door typed in another case or spacing is that door', () => {
    expect(doorName('  Főbejárat ', doors)).toBe('Főbejárat');
    expect(doorName('főbejárat', doors)).toBe('Főbejárat');
    expect(doorName('FŐBEJÁRAT', doors)).toBe('Főbejárat');
    expect(doorName('oldalsó   bejárat', doors)).toBe('Oldalsó bejárat');
    expect(doorName('Erkély', doors)).toBe('Erkély');
    expect(doorName('Erkély', [])).toBe('Erkély');
  });

  it('is refused when empty or longer than 40 characters', () => {
    expect(doorName('   ', doors)).toBeNull();
    expect(doorName('x'.repeat(41), doors)).toBeNull();
    expect(doorName('x'.repeat(40), doors)).toBe('x'.repeat(40));
  });
});

describe('the route parameter', () => {
  it('is a positive database id or nothing', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId(undefined)).toBeNull();
    expect(parseEventId('0')).toBeNull();
    expect(parseEventId('-1')).toBeNull();
    expect(parseEventId('4x')).toBeNull();
    expect(parseEventId('99999999999')).toBeNull();
  });
});

describe('the picker', () => {
  const performance = (id: number, startsAt: string): StaffPerformance => ({
    id,
    production_id: 1,
    name: `Előadás ${String(id)}`,
    name_en: '',
    venue_name: 'Nagyszínpad',
    venue_name_en: 'Main stage',
    starts_at: startsAt,
    published: true,
    vip_only: false,
    capacity: 100,
    sold: 10,
    held: 0,
    checked_in: 0,
  });

  it('groups by the Budapest day, today first, in time order', () => {
    // 2026-12-03 10:00 in Budapest.
    const now = new Date('2026-12-03T09:00:00Z');
    const days = groupByDay(
      [
        performance(3, '2026-12-05T18:00:00Z'),
        performance(2, '2026-12-03T18:00:00Z'),
        performance(1, '2026-12-03T14:00:00Z'),
        // 00:30 on the 4th in Budapest, 23:30 UTC on the 3rd: tomorrow.
        performance(4, '2026-12-03T23:30:00Z'),
      ],
      now,
    );
    expect(days.map((day) => [day.day, day.relative])).toEqual([
      ['2026-12-03', 'today'],
      ['2026-12-04', 'tomorrow'],
      ['2026-12-05', 'later'],
    ]);
    expect(days[0]?.performances.map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('the recent scans', () => {
  it('keeps the newest ten, newest first', () => {
    let list: RecentScan[] = [];
    for (let id = 1; id <= 12; id += 1) {
      list = withRecentScan(list, { id, at: id, code: `C${String(id)}`, result: 'admitted' });
    }
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe(12);
    expect(list.at(-1)?.id).toBe(3);
  });
});

describe('scan ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are random version 4 UUIDs, also where crypto.randomUUID is missing (http)', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newScanId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(uuid);
    const randomUUID = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fallback = Array.from({ length: 200 }, () => newScanId());
      expect(new Set(fallback).size).toBe(200);
      for (const id of fallback) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
