import type { SeatPrice } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { zoneColours, zoneMarks, zoneStyles } from './seat-zones';

function price(id: number, value: number, zones: number[] | null = null): SeatPrice {
  return {
    id,
    name: `Ár ${id}`,
    name_translations: { en: `Price ${id}` },
    price: value,
    zones,
    available: 10,
    vip_only: false,
  };
}

describe('zoneStyles', () => {
  it('gives the zones, dearest first, a colour and a mark each; concessions get none', () => {
    const styles = zoneStyles([price(1, 5900), price(2, 9900), price(3, 3900, [1, 2])]);
    expect(styles.map((style) => style.id)).toEqual([2, 1]);
    expect(styles[0]).toMatchObject({ colour: zoneColours[0], mark: 'solid', price: 9900 });
    expect(styles[1]).toMatchObject({ colour: zoneColours[1], mark: 'dot', nameEn: 'Price 1' });
  });

  it('keeps every pair of colour and mark distinct however many zones there are', () => {
    const many = Array.from({ length: 24 }, (_, index) => price(index + 1, 1000 + index));
    const pairs = zoneStyles(many).map((style) => `${style.colour}/${style.mark}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(zoneMarks.length).toBeGreaterThan(1);
  });
});
