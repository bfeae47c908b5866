import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries API errors', () => {
    expect(shouldRetry(0, new ApiError(404, { message: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, null))).toBe(false);
  });
  it('retries a quick network failure once, a timeout never', () => {
    expect(shouldRetry(0, new NetworkError('x', false))).toBe(true);
    expect(shouldRetry(1, new NetworkError('x', false))).toBe(false);
    expect(shouldRetry(0, new NetworkError('x', true))).toBe(false);
  });
});
