import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  FiscalBuyer,
  FiscalCancellationRequest,
  FiscalDocumentRequest,
  FiscalLine,
} from '../invoicing-service.js';

/** Fixtures and loopback helpers of the Számlázz.hu tests (no test of its own). */

export const agentKey = 'szimulalt-agent-kulcs-7f3c2a9d41e8b6c5';

export const company: FiscalBuyer = {
  name: 'Kovács & Társa <Kft>',
  email: 'szamla@kovacs.example',
  country: 'HU',
  zip: '1011',
  city: 'Budapest',
  address: 'Bem rakpart 33. 2. em. 4.',
  taxNumber: '13421739-2-41',
};

export const privatePerson: FiscalBuyer = {
  name: 'Őrző Űrhajós Dénes',
  email: 'denes@example.com',
  country: 'HU',
  zip: '4025',
  city: 'Debrecen',
  address: 'Piac utca 12.',
  taxNumber: null,
};

/** Two tickets at 18 % and their fee at 27 %: net + VAT = gross on every line. */
export const ticketLines: FiscalLine[] = [
  {
    name: 'Bánk bán – földszint, 2026. április 3. 19:00',
    quantity: 2,
    unit: 'db',
    vatRate: '18',
    netUnitPrice: 4000,
    net: 8000,
    vat: 1440,
    gross: 9440,
  },
  {
    name: 'Kezelési költség',
    quantity: 2,
    unit: 'db',
    vatRate: '27',
    netUnitPrice: 228,
    net: 456,
    vat: 123,
    gross: 579,
  },
];

let sequence = 0;

/** A paid invoice request (company buyer by default), unique call id and order reference. */
export function invoiceRequest(
  overrides: Partial<FiscalDocumentRequest> = {},
): FiscalDocumentRequest {
  sequence += 1;
  return {
    kind: 'invoice',
    callId: `call-invoice-${sequence}`,
    orderRef: `RSZ-ORDER-${sequence}`,
    issueDate: '2026-03-14',
    supplyDate: '2026-04-03',
    paymentMethod: 'card_terminal',
    currency: 'HUF',
    language: 'hu',
    buyer: company,
    lines: ticketLines,
    comment: null,
    ...overrides,
  };
}

export function receiptRequest(
  overrides: Partial<FiscalDocumentRequest> = {},
): FiscalDocumentRequest {
  return invoiceRequest({
    kind: 'receipt',
    callId: `call-receipt-${sequence + 1}`,
    buyer: { name: 'Vendég', email: 'vendeg@example.com' },
    ...overrides,
  });
}

export function cancellation(
  kind: FiscalCancellationRequest['kind'],
  originalNumber: string,
  callId = `call-cancel-${originalNumber}`,
): FiscalCancellationRequest {
  return { kind, callId, originalNumber, issueDate: '2026-03-20', language: 'hu' };
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

async function listen(server: http.Server, path = '/szamla/'): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A server answering every request with `status`, `body`; or never, when `body` is null. */
export function startFixedServer(status: number, body: string | null): Promise<TestServer> {
  return listen(
    http.createServer((request, response) => {
      request.resume();
      if (body === null) return;
      response.writeHead(status, { 'content-type': 'text/html' }).end(body);
    }),
  );
}

/**
 * A proxy in front of the simulator that lets the first request matching `lose` through, then
 * drops its answer (the connection is cut): the agent did the work, the client never heard.
 */
export function startLossyProxy(
  target: string,
  lose: (body: string) => boolean,
): Promise<TestServer> {
  let lost = false;
  return listen(
    http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {
          'content-type': request.headers['content-type'] ?? '',
        };
        if (request.headers.cookie) headers.cookie = request.headers.cookie;
        void fetch(target, { method: 'POST', headers, body }).then(async (upstream) => {
          const answer = Buffer.from(await upstream.arrayBuffer());
          if (!lost && lose(body.toString('utf8'))) {
            lost = true;
            response.socket?.destroy();
            return;
          }
          const forwarded: Record<string, string> = {};
          upstream.headers.forEach((value, name) => {
            if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) {
              forwarded[name] = value;
            }
          });
          response.writeHead(upstream.status, forwarded).end(answer);
        });
      });
    }),
  );
}
