import { describe, expect, it } from 'vitest';
import { placeName } from './place-name';

const venue = {
  name: 'Rakparti Színház',
  name_translations: { en: 'Rakpart Theatre' },
  address: '1011 Budapest, Bem rakpart 33.',
};

describe('placeName', () => {
  it('names the hall after its venue when it has a name of its own, in the language', () => {
    const hall = { name: 'Kamaraterem', name_translations: { en: 'Chamber Hall' } };
    expect(placeName('hu', { venue, hall })).toBe('Rakparti Színház – Kamaraterem');
    expect(placeName('en', { venue, hall })).toBe('Rakpart Theatre – Chamber Hall');
  });

  it('names the venue alone when its hall is named the same, or is not known', () => {
    const same = { name: 'Rakparti Színház', name_translations: { en: 'Rakpart Theatre' } };
    expect(placeName('hu', { venue, hall: same })).toBe('Rakparti Színház');
    expect(placeName('en', { venue })).toBe('Rakpart Theatre');
  });
});
