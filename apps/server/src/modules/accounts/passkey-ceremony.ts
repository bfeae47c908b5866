import { AppError } from '../../lib/app-error.js';

/** Where a passkey ceremony runs (decision 0056): the relying party and the page's origin. */
export interface PasskeyPlace {
  rpId: string;
  origin: string;
}

/**
 * The RP ID is the request's host name (browsers refuse IP addresses: passkeys need a name such
 * as localhost); the Origin header must name the same host and port as the request (pure).
 */
export function passkeyPlaceOf(request: {
  headers: { origin?: string | undefined };
  /** Host and port, as the request named them. */
  host: string;
  hostname: string;
}) {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') throw new AppError('passkey_invalid');
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new AppError('passkey_invalid');
  }
  if (url.host !== request.host || /^[\d.]+$|:/.test(request.hostname)) {
    throw new AppError('passkey_invalid');
  }
  return { rpId: request.hostname, origin: url.origin } satisfies PasskeyPlace;
}

/** A pending WebAuthn challenge lives five minutes. */
export const challengeLifetimeMs = 5 * 60_000;
export const rpName = 'Jegypénztár';
