import { ApiError } from '../../../lib/api-error';

/** What the server said of a refused factor call, or the given text (a browser's own failure). */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
