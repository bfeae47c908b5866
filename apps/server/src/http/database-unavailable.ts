/** Socket errors of a connection to PostgreSQL that is refused, reset or unreachable. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is gone or not there yet: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering), 53300
 * too_many_connections.
 */
const sqlStates = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when a connection dies under a query or cannot be had in time. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * Whether an error means the database cannot be reached right now (restart, failover, network),
 * rather than a bug: the API answers 503 (service unavailable, try again) for these, not 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.test(code))) return true;
  if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) {
    return true;
  }
  // AggregateError: one refusal per address tried.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
