import { describe, expect, it } from 'vitest';
import { venueLine } from './order-performance';

describe('a venue line', () => {
  it('names the venue with its address, or what there is of them', () => {
    expect(
      venueLine({ venue_name: 'Kamaraterem', venue_address: '1011 Budapest, Bem rakpart 33.' }),
    ).toBe('Kamaraterem, 1011 Budapest, Bem rakpart 33.');
    expect(venueLine({ venue_name: 'Stúdió', venue_address: null })).toBe('Stúdió');
    expect(venueLine({ venue_name: null, venue_address: null })).toBe('');
  });
});
