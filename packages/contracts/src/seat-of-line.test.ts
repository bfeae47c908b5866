import { describe, expect, it } from 'vitest';
import { seatName, seatsSummary } from './seat-of-line.js';

const seat = (section: string, en: string, row: string, label: string) => ({
  section,
  section_translations: { en },
  row,
  label,
});

describe('seats named', () => {
  it('names one seat with ordinals in Hungarian', () => {
    expect(seatName(seat('Földszint', 'Stalls', '5', '12'), 'hu')).toBe(
      'Földszint, 5. sor, 12. szék',
    );
    expect(seatName(seat('Földszint', 'Stalls', '5', '12'), 'en')).toBe('Stalls, row 5, seat 12');
  });

  it('names seats together row by row, in the order given', () => {
    const seats = [
      seat('Földszint', 'Stalls', '1', '13'),
      seat('Földszint', 'Stalls', '1', '11'),
      seat('Erkély', 'Balcony', 'B', '4'),
      seat('Földszint', 'Stalls', '1', '2'),
    ];
    expect(seatsSummary(seats, 'hu')).toBe(
      'Földszint, 1. sor: 13., 11., 2. szék; Erkély, B sor: 4. szék',
    );
    expect(seatsSummary(seats, 'en')).toBe(
      'Stalls, row 1: seats 13, 11, 2; Balcony, row B: seat 4',
    );
    expect(seatsSummary([], 'hu')).toBe('');
  });

  it('keeps a lettered or named seat as it is', () => {
    expect(seatsSummary([seat('Páholy', 'Box', '1', 'A')], 'hu')).toBe('Páholy, 1. sor: A szék');
  });
});
