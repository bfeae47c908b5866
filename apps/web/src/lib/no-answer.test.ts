import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-error';
import { noAnswerMessage } from './no-answer';

vi.mock('./i18n', () => ({ translate: (key: string) => `t:${key}` }));

describe('noAnswerMessage', () => {
  it("says the server did not answer in time after the timeout, not the connection's text", () => {
    expect(noAnswerMessage(new NetworkError('timed out', true), 'check the connection')).toBe(
      't:error.timeout',
    );
  });

  it("gives the screen's connection text when the network failed", () => {
    expect(noAnswerMessage(new NetworkError('failed', false), 'check the connection')).toBe(
      'check the connection',
    );
  });
});
