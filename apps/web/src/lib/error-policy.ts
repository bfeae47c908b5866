import type { ErrorBody } from '@theatre/contracts';

/** A text either from the catalogue (`key`) or as the server sent it (already translated). */
export type ToastText =
  | {
      readonly key:
        'api.created' | 'api.accepted' | 'api.deleted' | 'api.forbidden' | 'api.server_error';
    }
  | { readonly message: string };

/** What the client does with a reply, by status (docs/product.md §8, the error catalogue). */
export type ResponseAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'toast'; readonly tone: 'success' | 'error'; readonly text: ToastText }
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: 'unavailable' };

const none: ResponseAction = { kind: 'none' };

/** The one field with errors of a 422 reply, or null when there are none or several. */
export function singleFieldError(errors: ErrorBody['errors']): string | null {
  if (!errors) return null;
  const fields = Object.values(errors).filter((messages) => messages.length > 0);
  if (fields.length !== 1) return null;
  return fields[0]?.[0] ?? null;
}

/**
 * The whole catalogue in one pure function:
 * - 201, 202, 204: success toast ('Sikeres Létrehozás!', 'A művelet sikeres volt!', 'Sikeres törlés');
 * - 401, 419: clear the session and go to /login;
 * - 403: red toast 'Nincs jogosultsága…';
 * - 404: toast with the server's message;
 * - 409, 410: toast with the server's message (an addition: the cart's conflicts, such as a sold-out
 *   ticket type or a limit, and its expired hold; the server words them);
 * - 422: one field with errors: toast its first message; several: nothing (forms show them);
 * - 429: toast with the server's message (an addition: tells the visitor when to retry);
 * - 500: toast 'Homokszem került a gépezetbe!';
 * - 503: the service-unavailable modal;
 * - everything else: nothing.
 */
export function actionForResponse(status: number, body: ErrorBody | null): ResponseAction {
  switch (status) {
    case 201:
      return { kind: 'toast', tone: 'success', text: { key: 'api.created' } };
    case 202:
      return { kind: 'toast', tone: 'success', text: { key: 'api.accepted' } };
    case 204:
      return { kind: 'toast', tone: 'success', text: { key: 'api.deleted' } };
    case 401:
    case 419:
      return { kind: 'unauthenticated' };
    case 403:
      return { kind: 'toast', tone: 'error', text: { key: 'api.forbidden' } };
    case 404:
    case 409:
    case 410:
    case 429: {
      const message = body?.message.trim();
      return message ? { kind: 'toast', tone: 'error', text: { message } } : none;
    }
    case 422: {
      const message = singleFieldError(body?.errors);
      return message === null ? none : { kind: 'toast', tone: 'error', text: { message } };
    }
    case 500:
      return { kind: 'toast', tone: 'error', text: { key: 'api.server_error' } };
    case 503:
      return { kind: 'unavailable' };
    default:
      return none;
  }
}
