import { describe, expect, it } from 'vitest';
import { pagesOf } from './admin-list-pagination';

describe('the pages of a back-office list', () => {
  it('counts pages of 50, at least one', () => {
    expect(pagesOf(0, 50, 1).count).toBe(1);
    expect(pagesOf(50, 50, 1).count).toBe(1);
    expect(pagesOf(51, 50, 1).count).toBe(2);
    expect(pagesOf(1234, 50, 1).count).toBe(25);
  });

  it("names a page's first and last row", () => {
    expect(pagesOf(0, 50, 1)).toMatchObject({ from: 0, to: 0 });
    expect(pagesOf(12, 50, 1)).toMatchObject({ from: 1, to: 12 });
    expect(pagesOf(123, 50, 2)).toMatchObject({ from: 51, to: 100 });
    expect(pagesOf(123, 50, 3)).toMatchObject({ from: 101, to: 123 });
  });

  it('keeps a page past the end, or a nonsense size, within the rows', () => {
    expect(pagesOf(123, 50, 9)).toMatchObject({ from: 101, to: 123 });
    expect(pagesOf(3, 0, 1)).toMatchObject({ count: 3, from: 1, to: 1 });
  });
});
