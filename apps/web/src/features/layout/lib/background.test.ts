import { describe, expect, it } from 'vitest';
import { safeBackgroundColor, safePatternClass } from './background';

describe('safeBackgroundColor', () => {
  it('accepts hex colours', () => {
    expect(safeBackgroundColor('#fff')).toBe('#fff');
    expect(safeBackgroundColor(' #DFDBE5 ')).toBe('#DFDBE5');
    expect(safeBackgroundColor('#11223344')).toBe('#11223344');
  });
  it('falls back to the default for anything else', () => {
    expect(safeBackgroundColor(null)).toBe('#DFDBE5');
    expect(safeBackgroundColor('red; background: url(x)')).toBe('#DFDBE5');
    expect(safeBackgroundColor('#12')).toBe('#DFDBE5');
  });
});

describe('safePatternClass', () => {
  it('accepts the known patterns only', () => {
    expect(safePatternClass('pattern-dots')).toBe('pattern-dots');
    expect(safePatternClass('pattern-unknown')).toBeNull();
    expect(safePatternClass(null)).toBeNull();
  });
});
