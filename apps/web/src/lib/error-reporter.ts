import { ApiError, NetworkError } from './api-error';
import type { ErrorDetails } from './error-report';

/**
 * Errors that are not bugs of the page: cancelled requests and replies the API client handled
 * (the browser's harmless notices are dropped by the sender, loaded on the first error).
 */
function isNoise(error: unknown): boolean {
  if (error instanceof ApiError || error instanceof NetworkError) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Report an uncaught error to POST /api/errors. The sender (report building, throttle) is loaded on
 * the first error, so it costs nothing on a page that works.
 */
export function reportError(details: Omit<ErrorDetails, 'url'>): void {
  if (isNoise(details.error)) return;
  const url = window.location.href;
  void import('./error-sender')
    .then(({ sendErrorReport }) => {
      sendErrorReport({ ...details, url });
    })
    .catch(() => undefined);
}

/** window.onerror and unhandledrejection. Call once at start-up. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    // Failed <img>/<script> loads bubble here without an error object and without a message.
    if (!event.message && event.error === undefined) return;
    reportError({
      error: event.error ?? event.message,
      source: 'window.onerror',
      file: event.filename || undefined,
      line: event.lineno || undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError({ error: event.reason, source: 'unhandledrejection' });
  });
}
