import { describe, expect, it } from 'vitest';
import {
  budapestInputOf,
  couponCreateForm,
  couponUpdateForm,
  createBodyOf,
  emptyCouponForm,
  instantOfBudapestInput,
} from './coupon-form-rules';

describe('Budapest time in the coupon form', () => {
  it('reads a wall-clock time in winter (+01:00) and in summer (+02:00)', () => {
    expect(instantOfBudapestInput('2026-12-03T19:00')).toBe('2026-12-03T18:00:00.000Z');
    expect(instantOfBudapestInput('2026-07-01T00:00')).toBe('2026-06-30T22:00:00.000Z');
    expect(instantOfBudapestInput('')).toBeNull();
    expect(instantOfBudapestInput('tomorrow')).toBe('tomorrow');
  });

  it('shows an instant in Budapest time, whatever it was written with', () => {
    expect(budapestInputOf('2026-12-03T18:00:00.000Z')).toBe('2026-12-03T19:00');
    expect(budapestInputOf('2026-06-30T22:00:00+00:00')).toBe('2026-07-01T00:00');
    expect(budapestInputOf(null)).toBe('');
    // Around the spring change (02:00 → 03:00 on 29 March 2026) and back.
    for (const local of ['2026-03-29T01:30', '2026-03-29T03:30', '2026-10-25T04:00']) {
      expect(budapestInputOf(instantOfBudapestInput(local))).toBe(local);
    }
  });
});

describe('the coupon form', () => {
  it('turns the inputs into the API body: empty limits are none, ids are numbers', () => {
    expect(
      createBodyOf({
        ...emptyCouponForm,
        code: 'NYAR',
        value: '15',
        max_uses: '',
        max_uses_per_user: 2,
        event_ids: ['4', '9'],
      }),
    ).toMatchObject({ value: 15, max_uses: null, max_uses_per_user: 2, event_ids: [4, 9] });
  });

  it('checks what the server checks, under the same fields', () => {
    const result = couponCreateForm.safeParse({
      ...emptyCouponForm,
      code: 'ab',
      name: 'Nyári',
      name_en: 'Summer',
      kind: 'percent',
      value: 150,
      valid_from: '2026-12-10T10:00',
      valid_until: '2026-12-01T10:00',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['code', 'value', 'valid_until']));
    const empty = couponCreateForm.safeParse(emptyCouponForm);
    expect(empty.error?.issues.find((issue) => issue.path[0] === 'value')?.message).toBe(
      'validation.coupon_whole_number',
    );
    const edit = couponUpdateForm.safeParse({
      ...emptyCouponForm,
      name: 'Nyári',
      name_en: 'Summer',
      max_uses: 2,
      max_uses_per_user: 3,
    });
    expect(edit.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['max_uses_per_user']);
  });
});
