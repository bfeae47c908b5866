import type { ErrorBody } from '@theatre/contracts';

/** The server answered with an error status. `body` is the spec's `{ message, code?, errors? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The reply as it came (fields beside the spec's, such as a 428's `challenge`). */
  readonly data: unknown;

  constructor(status: number, body: ErrorBody | null, data: unknown = body) {
    super(body?.message ?? `HTTP ${String(status)}`);
    this.status = status;
    this.body = body;
    this.data = data;
  }

  /** Field errors of a 422 reply, for forms: `{ field: [messages] }`. */
  get fieldErrors(): Readonly<Record<string, readonly string[]>> {
    return this.body?.errors ?? {};
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** No response at all: the network failed or the 30 s timeout passed. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.timedOut = timedOut;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Best available's split (409 `not_enough_adjacent_seats`): the seats proposed, not held, by
 * group; null when the reply proposes none; undefined for any other error.
 */
export function adjacentProposal(error: unknown): number[][] | null | undefined {
  if (!(error instanceof ApiError) || error.code !== 'not_enough_adjacent_seats') return undefined;
  const data = error.data as { proposal?: unknown } | null;
  const proposal = data?.proposal;
  return Array.isArray(proposal) ? (proposal as number[][]) : null;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Read an error body defensively: anything that is not the spec's shape becomes null. */
export function parseErrorBody(value: unknown): ErrorBody | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const message = typeof record['message'] === 'string' ? record['message'] : '';
  const code = typeof record['code'] === 'string' ? record['code'] : undefined;
  let errors: Record<string, string[]> | undefined;
  const rawErrors = record['errors'];
  if (rawErrors !== null && typeof rawErrors === 'object' && !Array.isArray(rawErrors)) {
    errors = {};
    for (const [field, messages] of Object.entries(rawErrors as Record<string, unknown>)) {
      if (Array.isArray(messages)) {
        errors[field] = messages.filter((item): item is string => typeof item === 'string');
      } else if (typeof messages === 'string') {
        errors[field] = [messages];
      }
    }
  }
  const body: ErrorBody = { message };
  if (code !== undefined) body.code = code;
  if (errors !== undefined) body.errors = errors;
  return body;
}
