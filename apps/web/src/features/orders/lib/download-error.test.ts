import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { downloadErrorText } from './download-error';

describe('downloadErrorText', () => {
  it('leaves the replies the catalogue answers to it', () => {
    const notReady = new ApiError(409, {
      message: 'A bizonylat még készül. Kérjük, próbálja újra egy perc múlva.',
      code: 'document_not_ready',
    });
    expect(downloadErrorText(notReady)).toBeNull();
    expect(downloadErrorText(new ApiError(403, { message: 'Not your order!' }))).toBeNull();
    expect(downloadErrorText(new ApiError(404, { message: 'Nincs ilyen.' }))).toBeNull();
    expect(downloadErrorText(new ApiError(401, { message: '' }))).toBeNull();
    expect(downloadErrorText(new ApiError(500, null))).toBeNull();
    expect(downloadErrorText(new ApiError(503, null))).toBeNull();
  });

  it('speaks for a reply the catalogue keeps quiet about, and for no reply', () => {
    expect(downloadErrorText(new ApiError(409, { message: '' }))).toBe('failed');
    expect(downloadErrorText(new ApiError(502, null))).toBe('failed');
    expect(downloadErrorText(new NetworkError('offline', false))).toBe('network');
    expect(downloadErrorText(new NetworkError('no answer in 30 s', true))).toBe('timeout');
    expect(downloadErrorText(new Error('blob'))).toBe('failed');
  });
});
