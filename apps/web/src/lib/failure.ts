import { isApiError, NetworkError } from './api-error';

/**
 * What happened to a call that failed, as a screen tells it (docs/product.md §8): the server
 * answered no (4xx: not found, forbidden, or refused with its own message), the server failed
 * (5xx), it did not answer within the client's timeout (30 s), the network failed (no answer at
 * all), or something else broke (the reply could not be read).
 */
export type Failure =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'rejected'; readonly message: string | null }
  | { readonly kind: 'server' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'unknown' };

/** The one place that sorts an error of the API client into what happened (pure). */
export function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return { kind: error.timedOut ? 'timeout' : 'network' };
  if (!isApiError(error)) return { kind: 'unknown' };
  if (error.status === 404 || error.status === 410) return { kind: 'not_found' };
  if (error.status === 403) return { kind: 'forbidden' };
  if (error.status >= 400 && error.status < 500) {
    const message = error.body?.message.trim();
    return { kind: 'rejected', message: message ? message : null };
  }
  return { kind: 'server' };
}

/** A text of the main catalogue, or the server's own (already translated) message. */
export type FailureText =
  | {
      readonly key:
        | 'error.not_found'
        | 'api.forbidden'
        | 'error.rejected'
        | 'error.server'
        | 'error.timeout'
        | 'error.network'
        | 'error.text';
    }
  | { readonly message: string };

/**
 * The sentence saying what happened (pure): only a call that got no answer at all speaks of the
 * internet connection; a timeout says the server did not answer in 30 seconds; a refusal gives
 * the server's message.
 */
export function failureText(failure: Failure): FailureText {
  switch (failure.kind) {
    case 'not_found':
      return { key: 'error.not_found' };
    case 'forbidden':
      return { key: 'api.forbidden' };
    case 'rejected':
      return failure.message === null ? { key: 'error.rejected' } : { message: failure.message };
    case 'server':
      return { key: 'error.server' };
    case 'timeout':
      return { key: 'error.timeout' };
    case 'network':
      return { key: 'error.network' };
    case 'unknown':
      return { key: 'error.text' };
  }
}

/**
 * A page named by its address (`/documents/:id`, `/preview/:id`) that does not exist: the server
 * knows nothing by that id (404, 410), or the id in the address is malformed (422). Such a page
 * shows its own not-found state, not an error with a retry (pure).
 */
export function isMissingPage(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || error.status === 410 || error.status === 422;
}
