import { describe, expect, it } from 'vitest';
import { discountItem, feeItem, sampleEvent, ticketItem } from '../cart-sample-items';
import { cartLines, lineKind } from './cart-lines';

const ticket = ticketItem({
  event_data: { ...sampleEvent, name_translations: { en: 'Liliom (in English)' } },
});
const fee = feeItem(2, 300);
const discount = discountItem(980, {
  name: 'Kedvezmény (PREMIER10)',
  name_translations: { en: 'Discount (PREMIER10)' },
});

describe('lineKind', () => {
  it('tells the three kinds of line apart', () => {
    expect(lineKind(ticket)).toBe('ticket');
    expect(lineKind(fee)).toBe('fee');
    expect(lineKind(discount)).toBe('discount');
  });

  it('reads a zero fee as a fee line', () => {
    expect(lineKind({ tech_fee: 0 })).toBe('fee');
  });
});

describe('cartLines', () => {
  it('names lines in the chosen language, with their performance', () => {
    const [line] = cartLines([ticket], 'en');
    expect(line).toMatchObject({
      kind: 'ticket',
      name: 'Adult',
      event: {
        name: 'Liliom (in English)',
        url: 'liliom-2026-12-03',
        startDate: '2026-12-03T18:00:00.000Z',
      },
      label: 'Adult – Liliom (in English)',
      ticketTypeId: 12,
    });
    expect(cartLines([ticket], 'hu')[0]?.label).toBe('Felnőtt – Liliom');
  });

  it('gives only ticket lines a ticket type to change', () => {
    const lines = cartLines([ticket, fee, discount], 'hu');
    expect(lines.map((line) => line.ticketTypeId)).toEqual([12, null, null]);
    expect(lines.map((line) => line.kind)).toEqual(['ticket', 'fee', 'discount']);
  });

  it('keeps keys apart across kinds', () => {
    const keys = cartLines([ticket, fee, discount], 'hu').map((line) => line.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('names the discount line by itself (it belongs to no performance)', () => {
    const [line] = cartLines([discount], 'hu');
    expect(line?.event).toBeNull();
    expect(line?.label).toBe('Kedvezmény (PREMIER10)');
  });
});

describe('cartLines of seats', () => {
  const seat = (id: number, label: string) =>
    ticketItem({
      event_data: sampleEvent,
      seat: {
        id,
        section: 'Földszint',
        section_translations: { en: 'Stalls' },
        row: '5',
        label,
      },
    });

  it('names each seat and keys its line by the seat (lines share the price id)', () => {
    const lines = cartLines([seat(101, '12'), seat(102, '13')], 'hu');
    expect(lines.map((line) => line.seatName)).toEqual([
      'Földszint, 5. sor, 12. szék',
      'Földszint, 5. sor, 13. szék',
    ]);
    expect(lines.map((line) => line.key)).toEqual(['ticket:12-101', 'ticket:12-102']);
    expect(lines[0]?.label).toBe('Felnőtt, Földszint, 5. sor, 12. szék – Liliom');
    expect(cartLines([seat(101, '12')], 'en')[0]?.seatName).toBe('Stalls, row 5, seat 12');
  });

  it('has no seat name on a line without a seat', () => {
    expect(cartLines([ticket], 'hu')[0]?.seatName).toBeNull();
  });
});
