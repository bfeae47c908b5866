import { describe, expect, it } from 'vitest';
import { renderOrderCalendar, type CalendarPerformance } from './order-calendar.js';

const csongor: CalendarPerformance = {
  eventId: 7,
  title: 'Csongor és Tünde; avagy: a hűség, a tündérség és az idő – rendezői változat, 2026',
  startsAt: new Date('2026-12-03T18:00:00Z'),
  durationMinutes: 150,
  location: 'Kamaraterem, Rakparti Színház, 1011 Budapest, Bem rakpart 33.',
  changedAt: new Date('2026-11-01T09:30:00Z'),
};
const bank: CalendarPerformance = {
  eventId: 9,
  title: 'Bánk bán',
  startsAt: new Date('2026-12-10T18:30:00Z'),
  // No length stored: two hours.
  durationMinutes: 0,
  location: '',
  changedAt: new Date('2026-12-01T08:00:00Z'),
};

const render = () =>
  renderOrderCalendar({
    orderId: 1042,
    host: 'jegy.rakpart.example',
    paidAt: new Date('2026-11-20T10:15:30Z'),
    performances: [csongor, bank],
  });

/** The content lines with their folds undone (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the calendar file of an order', () => {
  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const text = render();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long title was folded, its continuation lines start with a space.
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('holds one VEVENT per performance: UID per order and performance, times in UTC, escaped texts', () => {
    const lines = unfold(render());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    const events: string[][] = [];
    let current: string[] | null = null;
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') current = [];
      else if (line === 'END:VEVENT' && current) {
        events.push(current);
        current = null;
      } else current?.push(line);
    }
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual(
      expect.arrayContaining([
        'UID:order-1042-performance-7@jegy.rakpart.example',
        // Paid after the performance's last change: the payment's time.
        'DTSTAMP:20261120T101530Z',
        'DTSTART:20261203T180000Z',
        // 150 minutes after the start.
        'DTEND:20261203T203000Z',
        'SUMMARY:Csongor és Tünde\\; avagy: a hűség\\, a tündérség és az idő – rendezői változat\\, 2026',
        'LOCATION:Kamaraterem\\, Rakparti Színház\\, 1011 Budapest\\, Bem rakpart 33.',
      ]),
    );
    expect(events[1]).toEqual(
      expect.arrayContaining([
        'UID:order-1042-performance-9@jegy.rakpart.example',
        // Changed after the payment: the change's time.
        'DTSTAMP:20261201T080000Z',
        'DTSTART:20261210T183000Z',
        'DTEND:20261210T203000Z',
        'SUMMARY:Bánk bán',
      ]),
    );
    expect(events[1]?.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('gives the same UIDs when the confirmation is built again', () => {
    const uids = (text: string) => unfold(text).filter((line) => line.startsWith('UID:'));
    expect(uids(render())).toEqual(uids(render()));
  });
});
