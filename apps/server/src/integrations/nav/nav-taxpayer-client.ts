import {
  navPasswordHash,
  navRequestSignature,
  navTimestamp,
  newNavRequestId,
} from './nav-crypto.js';
import {
  buildQueryTaxpayerRequest,
  readQueryTaxpayerResponse,
  type NavSoftware,
} from './nav-taxpayer-xml.js';
import type { TaxpayerLookup, TaxpayerResult } from './taxpayer-lookup.js';

export interface NavTaxpayerClientOptions {
  /** The API base, e.g. https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3 */
  apiUrl: string;
  /** The technical user's login, password and signature key (aláírókulcs). */
  login: string;
  password: string;
  signKey: string;
  /** The first 8 digits of the asking company's tax number. */
  taxNumber: string;
  software: NavSoftware;
  /** The whole exchange, answer included, must finish within this; default 5000 ms. */
  timeoutMs?: number;
  /** The source of the request timestamp (tests move it). */
  now?: () => Date;
  /** The source of requestIds (tests repeat one to see the replay refused). */
  newRequestId?: () => string;
  log?: { warn(obj: object, msg: string): void };
}

/** The 8-digit taxpayer id of ########-#-## (or of 8 or 11 bare digits). */
function taxpayerIdOf(taxNumber: string): string | null {
  return /^(\d{8})(?:-?\d-?\d{2})?$/.exec(taxNumber.trim())?.[1] ?? null;
}

function transportProblem(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'timeout';
  }
  return 'network_error';
}

/**
 * The NAV Online Számla v3 `queryTaxpayer` adapter: one signed request per lookup, no caching or
 * pacing (see cached-taxpayer-lookup.ts). Only the password's hash is kept; neither it nor the
 * signature key is ever logged.
 */
export function createNavTaxpayerClient(options: NavTaxpayerClientOptions): TaxpayerLookup {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/queryTaxpayer`;
  const passwordHash = navPasswordHash(options.password);
  const { login, signKey, taxNumber: userTaxNumber, software } = options;
  const timeoutMs = options.timeoutMs ?? 5000;
  const now = options.now ?? (() => new Date());
  const nextRequestId = options.newRequestId ?? newNavRequestId;

  return {
    async lookup(taxNumber: string): Promise<TaxpayerResult> {
      const taxpayerId = taxpayerIdOf(taxNumber);
      if (taxpayerId === null) return { kind: 'not_found' };
      const requestId = nextRequestId();
      const timestamp = navTimestamp(now());
      const body = buildQueryTaxpayerRequest({
        requestId,
        timestamp,
        login,
        passwordHash,
        userTaxNumber,
        requestSignature: navRequestSignature(requestId, timestamp, signKey),
        software,
        taxNumber: taxpayerId,
      });
      let status: number;
      let answer: string;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/xml', accept: 'application/xml' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = await readLimited(response, maxAnswerBytes);
      } catch (error) {
        const reason = transportProblem(error);
        options.log?.warn(
          { reason, requestId, error: error instanceof Error ? error.message : String(error) },
          'NAV taxpayer query failed',
        );
        return { kind: 'unavailable', reason };
      }
      const { result, errorCode, message } = readQueryTaxpayerResponse(answer, status, taxNumber);
      if (result.kind === 'unavailable') {
        options.log?.warn(
          { reason: result.reason, requestId, status, errorCode, navMessage: message },
          'NAV taxpayer query refused',
        );
      }
      return result;
    },
  };
}

/** A taxpayer answer is a few kilobytes; anything far larger is not NAV's. */
const maxAnswerBytes = 1024 * 1024;

/** The body as text, refusing (and cancelling) one larger than `limit` bytes. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) {
    await response.body?.cancel();
    throw new Error(`answer too large: ${declared} bytes`);
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new Error(`answer too large: over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
