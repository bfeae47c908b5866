import { InvoicingUnavailableError } from '../invoicing-service.js';

/**
 * The Számla Agent transport: one multipart/form-data POST per call, the XML uploaded as a file
 * whose form-field name selects the action (Számla Agent's documentation). It keeps the session cookie
 * between calls, as Számlázz.hu asks its callers to, bounds the time and the size of an answer,
 * and turns everything that is not an answer (network error, timeout, HTTP error status, the
 * `szlahu_down` flag) into InvoicingUnavailableError. Reading the answer is left to the use
 * cases: Számlázz.hu answers refusals with HTTP 200.
 */

/** The form-field names of the actions this adapter uses. */
export type AgentAction =
  | 'action-xmlagentxmlfile'
  | 'action-szamla_agent_st'
  | 'action-szamla_agent_xml'
  | 'action-szamla_agent_nyugta_create'
  | 'action-szamla_agent_nyugta_storno'
  | 'action-szamla_agent_nyugta_get';

export type Log = { warn(obj: object, msg: string): void };

export interface AgentAnswer {
  action: AgentAction;
  status: number;
  headers: Headers;
  /** The body as UTF-8 text (the agent answers XML; PDFs come base64 inside it). */
  text: string;
}

/** What every use case gets: the account's settings and a way to call the agent. */
export interface SzamlazzAgent {
  /** Never logged, never put into an error message. */
  agentKey: string;
  /** Issue e-invoices (`eszamla`); needs the subscription feature at Számlázz.hu. */
  eInvoice: boolean;
  /** The invoice pad (`szamlaszamElotag`); undefined: the account's default pad. */
  invoicePrefix: string | undefined;
  /** The receipt prefix (`elotag`), required by Számlázz.hu for receipts. */
  receiptPrefix: string;
  post(action: AgentAction, xml: string): Promise<AgentAnswer>;
  log?: Log;
}

export interface AgentTransportOptions {
  apiUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  log?: Log;
}

/** An answer with a PDF is a few hundred kilobytes; anything far larger is not Számlázz.hu's. */
const maxAnswerBytes = 16 * 1024 * 1024;

function transportProblem(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'timeout';
  }
  return 'network_error';
}

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

/** `JSESSIONID=…` from the answer's Set-Cookie headers, if it sets one. */
function sessionCookieOf(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';', 1)[0]?.trim() ?? '';
    if (/^JSESSIONID=[^;\s]+$/i.test(pair)) return pair;
  }
  return null;
}

/**
 * The POST of the agent. The session cookie is kept per client (one agent key per client), so
 * calls after the first reuse the server-side session instead of logging in again.
 */
export function createAgentTransport(
  options: AgentTransportOptions,
): (action: AgentAction, xml: string) => Promise<AgentAnswer> {
  let sessionCookie: string | null = null;

  return async (action, xml) => {
    const form = new FormData();
    form.append(action, new Blob([xml], { type: 'text/xml; charset=utf-8' }), 'request.xml');
    let response: Response;
    let text: string;
    try {
      response = await options.fetch(options.apiUrl, {
        method: 'POST',
        headers: sessionCookie ? { cookie: sessionCookie } : {},
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await readLimited(response, maxAnswerBytes);
    } catch (error) {
      const reason = transportProblem(error);
      options.log?.warn(
        { action, reason, error: error instanceof Error ? error.message : String(error) },
        'Számlázz.hu call failed',
      );
      throw new InvoicingUnavailableError(`Számlázz.hu ${action}: ${reason}`, { cause: error });
    }
    sessionCookie = sessionCookieOf(response.headers) ?? sessionCookie;
    if (response.headers.has('szlahu_down')) {
      options.log?.warn({ action, reason: 'szlahu_down' }, 'Számlázz.hu is down');
      throw new InvoicingUnavailableError(`Számlázz.hu ${action}: the service is down`);
    }
    if (response.status < 200 || response.status >= 300) {
      options.log?.warn({ action, status: response.status }, 'Számlázz.hu answered an HTTP error');
      throw new InvoicingUnavailableError(`Számlázz.hu ${action}: HTTP ${response.status}`);
    }
    return { action, status: response.status, headers: response.headers, text };
  };
}
