import { describe, expect, it } from 'vitest';
import { soldTickets, startsInThePast } from './programme-performance-rules';

describe('the guards of a performance (decision 0034)', () => {
  it('counts the tickets sold over every ticket type', () => {
    expect(soldTickets({ ticket_types: [] })).toBe(0);
    const type = (sold: number) =>
      ({ sold }) as Parameters<typeof soldTickets>[0]['ticket_types'][number];
    expect(soldTickets({ ticket_types: [type(3), type(0), type(12)] })).toBe(15);
  });

  it('reads the start as Budapest time when telling whether it has passed', () => {
    // 19:00 in Budapest on 3 December is 18:00 UTC.
    const now = Date.parse('2026-12-03T18:30:00Z');
    expect(startsInThePast('2026-12-03T19:00', now)).toBe(true);
    expect(startsInThePast('2026-12-03T19:45', now)).toBe(false);
    expect(startsInThePast('2027-01-10T19:00', now)).toBe(false);
    expect(startsInThePast('2025-05-01T19:00', now)).toBe(true);
  });

  it('says nothing of an empty or broken start', () => {
    const now = Date.parse('2026-12-03T18:30:00Z');
    expect(startsInThePast('', now)).toBe(false);
    expect(startsInThePast('tegnap', now)).toBe(false);
  });
});
