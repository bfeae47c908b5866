import { describe, expect, it } from 'vitest';
import { isHarmlessBrowserNotice } from './browser-notices.js';

describe('the browser’s harmless notices', () => {
  it('are the ResizeObserver loop notices of Chromium and Firefox, however they are prefixed', () => {
    for (const message of [
      'ResizeObserver loop completed with undelivered notifications.',
      'ResizeObserver loop limit exceeded',
      'Uncaught ResizeObserver loop limit exceeded',
      'Error: ResizeObserver loop completed with undelivered notifications.',
    ]) {
      expect(isHarmlessBrowserNotice(message), message).toBe(true);
    }
  });

  it('are not real errors that mention it', () => {
    expect(isHarmlessBrowserNotice('TypeError: ResizeObserver is not a constructor')).toBe(false);
    expect(isHarmlessBrowserNotice('TypeError: x is undefined')).toBe(false);
  });
});
