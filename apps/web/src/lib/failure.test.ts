import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { failureOf, failureText, isMissingPage } from './failure';

const refused = (status: number, message = '') => new ApiError(status, { message });

describe('failureOf and failureText', () => {
  it('speaks of the connection only when no answer came at all', () => {
    const failure = failureOf(new NetworkError('Network error: GET /api/events', false));
    expect(failure).toEqual({ kind: 'network' });
    expect(failureText(failure)).toEqual({ key: 'error.network' });
  });

  it('tells a timeout apart: the server did not answer within 30 seconds', () => {
    const failure = failureOf(new NetworkError('Request timed out: GET /api/events', true));
    expect(failure).toEqual({ kind: 'timeout' });
    expect(failureText(failure)).toEqual({ key: 'error.timeout' });
  });

  it("gives a 4xx the server's own message", () => {
    const failure = failureOf(
      new ApiError(422, { message: 'Érvénytelen azonosító.', errors: { id: ['x'] } }),
    );
    expect(failure).toEqual({ kind: 'rejected', message: 'Érvénytelen azonosító.' });
    expect(failureText(failure)).toEqual({ message: 'Érvénytelen azonosító.' });
    expect(failureText(failureOf(refused(409, '  ')))).toEqual({ key: 'error.rejected' });
    expect(failureText(failureOf(new ApiError(400, null)))).toEqual({ key: 'error.rejected' });
  });

  it('names a missing thing and a forbidden one', () => {
    expect(failureText(failureOf(refused(404, 'Nincs ilyen.')))).toEqual({
      key: 'error.not_found',
    });
    expect(failureOf(refused(410))).toEqual({ kind: 'not_found' });
    expect(failureText(failureOf(refused(403)))).toEqual({ key: 'api.forbidden' });
  });

  it("says the server failed for a 5xx, and a plain error is the app's own", () => {
    expect(failureText(failureOf(refused(500)))).toEqual({ key: 'error.server' });
    expect(failureText(failureOf(refused(502)))).toEqual({ key: 'error.server' });
    expect(failureText(failureOf(new TypeError('x is undefined')))).toEqual({
      key: 'error.text',
    });
    expect(failureText(failureOf(null))).toEqual({ key: 'error.text' });
  });
});

describe('isMissingPage', () => {
  it('is a page whose id names nothing, or is malformed', () => {
    expect(isMissingPage(refused(404))).toBe(true);
    expect(isMissingPage(refused(410))).toBe(true);
    expect(isMissingPage(refused(422))).toBe(true);
  });

  it('is not a refusal, a server failure or a missing answer', () => {
    expect(isMissingPage(refused(403))).toBe(false);
    expect(isMissingPage(refused(500))).toBe(false);
    expect(isMissingPage(new NetworkError('x', true))).toBe(false);
    expect(isMissingPage(null)).toBe(false);
  });
});
