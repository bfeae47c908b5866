import type { NetworkError } from './api-error';
import { translate } from './i18n';

/**
 * What to say when a call got no answer (the API client shows nothing then, docs/product.md §8):
 * after the 30 s timeout, that the server did not answer in time; otherwise the screen's own text
 * about the connection (`networkMessage`).
 */
export function noAnswerMessage(error: NetworkError, networkMessage: string): string {
  return error.timedOut ? translate('error.timeout') : networkMessage;
}
