import { isApiError, NetworkError } from '../../../lib/api-error';
import { actionForResponse } from '../../../lib/error-policy';

/**
 * What a failed download still has to tell the visitor (pure): nothing when the API client's
 * catalogue has already answered the reply (a toast with the server's message, such as 409
 * 'still being prepared, try again in a minute' or 403 'no permission'; the login for 401; the
 * maintenance modal for 503); `network` when no reply came (the catalogue stays quiet then),
 * `timeout` when none came within the 30 s; `failed` for anything else.
 */
export function downloadErrorText(error: unknown): 'network' | 'timeout' | 'failed' | null {
  if (error instanceof NetworkError) return error.timedOut ? 'timeout' : 'network';
  if (isApiError(error)) {
    return actionForResponse(error.status, error.body).kind === 'none' ? 'failed' : null;
  }
  return 'failed';
}
