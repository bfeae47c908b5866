import { describe, expect, it } from 'vitest';
import { actionForResponse, singleFieldError } from './error-policy';

describe('actionForResponse', () => {
  it('shows success toasts for 201, 202 and 204', () => {
    expect(actionForResponse(201, null)).toEqual({
      kind: 'toast',
      tone: 'success',
      text: { key: 'api.created' },
    });
    expect(actionForResponse(202, null)).toEqual({
      kind: 'toast',
      tone: 'success',
      text: { key: 'api.accepted' },
    });
    expect(actionForResponse(204, null)).toEqual({
      kind: 'toast',
      tone: 'success',
      text: { key: 'api.deleted' },
    });
  });

  it('does nothing for a plain 200', () => {
    expect(actionForResponse(200, null)).toEqual({ kind: 'none' });
  });

  it('clears the session on 401 and 419', () => {
    expect(actionForResponse(401, { message: 'Unauthenticated.' })).toEqual({
      kind: 'unauthenticated',
    });
    expect(actionForResponse(419, { message: 'Expired.' })).toEqual({ kind: 'unauthenticated' });
  });

  it('shows the permission toast on 403, whatever the server said', () => {
    expect(actionForResponse(403, { message: 'x' })).toEqual({
      kind: 'toast',
      tone: 'error',
      text: { key: 'api.forbidden' },
    });
  });

  it("shows the server's message on 404", () => {
    expect(actionForResponse(404, { message: 'Az esemény nem található.' })).toEqual({
      kind: 'toast',
      tone: 'error',
      text: { message: 'Az esemény nem található.' },
    });
  });

  it('shows nothing on a 404 without a message', () => {
    expect(actionForResponse(404, null)).toEqual({ kind: 'none' });
    expect(actionForResponse(404, { message: '  ' })).toEqual({ kind: 'none' });
  });

  it("shows the server's message on 409 (a sold-out ticket type, a closed sale, a limit)", () => {
    for (const code of ['ticket_sold_out', 'sale_closed', 'cart_limit_order', 'cart_limit_type']) {
      expect(actionForResponse(409, { message: 'Ez a jegytípus elfogyott.', code })).toEqual({
        kind: 'toast',
        tone: 'error',
        text: { message: 'Ez a jegytípus elfogyott.' },
      });
    }
  });

  it("shows the server's message on 410 (the cart's hold is over)", () => {
    expect(actionForResponse(410, { message: 'A kosár lejárt.', code: 'cart_expired' })).toEqual({
      kind: 'toast',
      tone: 'error',
      text: { message: 'A kosár lejárt.' },
    });
  });

  it('shows nothing on a 409 or 410 without a message', () => {
    expect(actionForResponse(409, null)).toEqual({ kind: 'none' });
    expect(actionForResponse(410, { message: ' ' })).toEqual({ kind: 'none' });
  });

  it('shows the first message of the only field with errors on 422', () => {
    expect(
      actionForResponse(422, {
        message: 'A megadott adatok hibásak.',
        errors: { email: ['Foglalt e-mail cím.', 'Második'] },
      }),
    ).toEqual({ kind: 'toast', tone: 'error', text: { message: 'Foglalt e-mail cím.' } });
  });

  it('shows nothing on 422 with several fields (the form shows them)', () => {
    expect(
      actionForResponse(422, {
        message: 'A megadott adatok hibásak.',
        errors: { email: ['a'], name: ['b'] },
      }),
    ).toEqual({ kind: 'none' });
  });

  it('shows nothing on 422 without field errors', () => {
    expect(actionForResponse(422, { message: 'x' })).toEqual({ kind: 'none' });
    expect(actionForResponse(422, { message: 'x', errors: { email: [] } })).toEqual({
      kind: 'none',
    });
  });

  it("shows the server's message on 429", () => {
    expect(actionForResponse(429, { message: 'Túl sok kérés.' })).toEqual({
      kind: 'toast',
      tone: 'error',
      text: { message: 'Túl sok kérés.' },
    });
  });

  it('shows the sand-in-the-machine toast on 500', () => {
    expect(actionForResponse(500, { message: 'boom' })).toEqual({
      kind: 'toast',
      tone: 'error',
      text: { key: 'api.server_error' },
    });
  });

  it('opens the service-unavailable modal on 503', () => {
    expect(actionForResponse(503, null)).toEqual({ kind: 'unavailable' });
  });

  it('does nothing for statuses outside the catalogue', () => {
    for (const status of [200, 301, 400, 413, 415, 502, 504]) {
      expect(actionForResponse(status, { message: 'x' })).toEqual({ kind: 'none' });
    }
  });
});

describe('singleFieldError', () => {
  it('returns null without errors', () => {
    expect(singleFieldError(undefined)).toBeNull();
    expect(singleFieldError({})).toBeNull();
  });

  it('ignores fields with empty lists', () => {
    expect(singleFieldError({ a: [], b: ['only'] })).toBe('only');
  });
});
