import { describe, expect, it } from 'vitest';
import type { AdminDocumentRow } from '@theatre/contracts';
import { languageOfField, movedIds, slugOf } from './content-form';

describe('slugOf', () => {
  it('makes an address of a Hungarian title', () => {
    expect(slugOf('Jegyvásárlás és bérletek')).toBe('jegyvasarlas-es-berletek');
    expect(slugOf('Őszi ÜNNEPI   műsor!')).toBe('oszi-unnepi-musor');
    expect(slugOf('  -- ÁSZF 2026 --  ')).toBe('aszf-2026');
    expect(slugOf('')).toBe('');
    expect(slugOf('a'.repeat(79) + ' b')).toBe('a'.repeat(79));
  });
});

describe('languageOfField', () => {
  it('tells which language tab shows a field', () => {
    expect(languageOfField('body_en')).toBe('en');
    expect(languageOfField('name')).toBe('hu');
    expect(languageOfField('slug')).toBeNull();
  });
});

describe('movedIds', () => {
  const rows = [1, 2, 3].map((id) => ({ id }) as AdminDocumentRow);
  it('swaps a page with its neighbour, and leaves the ends alone', () => {
    expect(movedIds(rows, 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds(rows, 2, 1)).toEqual([1, 3, 2]);
    expect(movedIds(rows, 1, -1)).toEqual([1, 2, 3]);
    expect(movedIds(rows, 3, 1)).toEqual([1, 2, 3]);
    expect(movedIds(rows, 9, 1)).toEqual([1, 2, 3]);
  });
});
