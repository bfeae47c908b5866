import { describe, expect, it } from 'vitest';
import { pageFocusedAField } from './focus-main-on-navigate';

/** A stand-in for a DOM element: a tag and the elements inside it. */
function element(tagName: string, inside: object[] = []): HTMLElement {
  const made = {
    tagName,
    contains: (other: unknown) => other === made || inside.includes(other as object),
  };
  return made as unknown as HTMLElement;
}

describe('focus after a navigation', () => {
  const field = element('INPUT');
  const link = element('A');
  const outside = element('INPUT');
  const main = element('MAIN', [field, link]);

  it('stays in a field the new page focused as it appeared', () => {
    expect(pageFocusedAField(main, field)).toBe(true);
  });

  it('moves to the main content from a stale link, the body, a field outside it, or main', () => {
    expect(pageFocusedAField(main, link)).toBe(false);
    expect(pageFocusedAField(main, null)).toBe(false);
    expect(pageFocusedAField(main, outside)).toBe(false);
    expect(pageFocusedAField(main, main)).toBe(false);
    expect(pageFocusedAField(null, field)).toBe(false);
  });
});
