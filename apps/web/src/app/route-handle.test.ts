import { describe, expect, it } from 'vitest';
import { titleKeyOf } from './route-handle';

describe('titleKeyOf', () => {
  it('takes the deepest route with a title', () => {
    expect(
      titleKeyOf([
        { handle: undefined },
        { handle: { title: 'pages.home' } },
        { handle: { other: 1 } },
      ]),
    ).toBe('pages.home');
  });
  it('is null without titles', () => {
    expect(titleKeyOf([{}, { handle: null }])).toBeNull();
  });
});
