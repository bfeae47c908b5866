import { describe, expect, it } from 'vitest';
import { auditValue, changesOf, createdValues, deletedValues, hasChanges } from './changes-of.js';

describe('changesOf', () => {
  it('gives only the fields that differ, each from its old value to its new one', () => {
    const before = { name: 'Felnőtt', price: 4500, capacity: 100, vip_only: false };
    const after = { name: 'Felnőtt', price: 5200, capacity: 100, vip_only: true };
    expect(changesOf(before, after, ['name', 'price', 'capacity', 'vip_only'])).toEqual({
      price: { from: 4500, to: 5200 },
      vip_only: { from: false, to: true },
    });
  });

  it('is empty when nothing changed, and hasChanges says so', () => {
    const changes = changesOf({ a: 1, b: 'x' }, { a: 1, b: 'x' }, ['a', 'b']);
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
    expect(hasChanges({ a: { from: 1, to: 2 } })).toBe(true);
  });

  it('compares only the fields it is given, and skips a field the update leaves out', () => {
    const before = { price: 4500, capacity: 100, sold: 3 };
    const after = { price: undefined, capacity: 120, sold: 9 };
    expect(changesOf(before, after, ['price', 'capacity'])).toEqual({
      capacity: { from: 100, to: 120 },
    });
  });

  it('records instants as ISO 8601, equal whichever way they were written', () => {
    const before = { starts_at: new Date('2026-12-01T18:00:00.000Z'), ends: null };
    const same = { starts_at: '2026-12-01T19:00:00+01:00', ends: null };
    expect(changesOf(before, same, ['starts_at', 'ends'], { instants: ['starts_at'] })).toEqual({});
    const moved = { starts_at: '2026-12-02T19:00:00+01:00', ends: null };
    expect(changesOf(before, moved, ['starts_at'], { instants: ['starts_at'] })).toEqual({
      starts_at: { from: '2026-12-01T18:00:00.000Z', to: '2026-12-02T18:00:00.000Z' },
    });
  });

  it('treats null and a missing value alike, and compares lists and objects by value', () => {
    expect(changesOf({ a: null }, { a: null }, ['a'])).toEqual({});
    expect(changesOf({ ids: [1, 2] }, { ids: [1, 2] }, ['ids'])).toEqual({});
    expect(changesOf({ ids: [1, 2] }, { ids: [2, 1] }, ['ids'])).toEqual({
      ids: { from: [1, 2], to: [2, 1] },
    });
    expect(changesOf({ a: null as string | null }, { a: 'x' }, ['a'])).toEqual({
      a: { from: null, to: 'x' },
    });
  });

  it('records a long text by its length, never the text', () => {
    const before = { body: 'a'.repeat(1200) };
    const after = { body: 'b'.repeat(1350) };
    const changes = changesOf(before, after, ['body'], { texts: ['body'] });
    expect(changes).toEqual({ body: { from_length: 1200, to_length: 1350 } });
    expect(JSON.stringify(changes)).not.toContain('aaa');
  });
});

describe('createdValues and deletedValues', () => {
  it('gives a creation as changes from nothing, leaving out empty fields', () => {
    expect(
      createdValues({ code: 'TAVASZ', value: 10, max_uses: null }, ['code', 'value', 'max_uses']),
    ).toEqual({
      code: { from: null, to: 'TAVASZ' },
      value: { from: null, to: 10 },
    });
  });

  it('gives a deletion as changes to nothing, texts by length', () => {
    expect(
      deletedValues(
        { name: 'ÁSZF', body: 'szöveg', in_footer: false },
        ['name', 'body', 'in_footer'],
        {
          texts: ['body'],
        },
      ),
    ).toEqual({
      name: { from: 'ÁSZF', to: null },
      body: { from_length: 6, to_length: 0 },
      in_footer: { from: false, to: null },
    });
  });

  it('writes instants as ISO 8601 and leaves other values alone', () => {
    expect(auditValue(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T01:00:00.000Z');
    expect(auditValue('2026-03-29T03:00:00+02:00', true)).toBe('2026-03-29T01:00:00.000Z');
    expect(auditValue('not a date', true)).toBe('not a date');
    expect(auditValue(undefined)).toBeNull();
    expect(auditValue(0)).toBe(0);
  });
});
