import { describe, expect, it } from 'vitest';
import { isBoolean, pick } from './persisted';

describe('pick', () => {
  it('keeps a field that passes its guard', () => {
    expect(pick({ opt_in_out: true }, 'opt_in_out', isBoolean)).toBe(true);
  });
  it('drops anything else', () => {
    expect(pick({ opt_in_out: 'yes' }, 'opt_in_out', isBoolean)).toBeUndefined();
    expect(pick(null, 'opt_in_out', isBoolean)).toBeUndefined();
    expect(pick('x', 'opt_in_out', isBoolean)).toBeUndefined();
  });
});
