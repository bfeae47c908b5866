import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { budapestDay } from '@theatre/i18n';
import {
  invoiceAnswer,
  invoiceDataAnswer,
  invoiceRefusal,
  receiptAnswer,
  receiptRefusal,
  type Answer,
} from './simulator-answers.js';
import { AgentFault, faultCodes } from './simulator-fault.js';
import { Ledger, type SimulatedDocument } from './simulator-ledger.js';
import { readMultipart } from './simulator-multipart.js';
import { simulatedPdf } from './simulator-pdf.js';
import {
  readInvoiceCancelRequest,
  readInvoiceQueryRequest,
  readInvoiceRequest,
  readReceiptCancelRequest,
  readReceiptQueryRequest,
  readReceiptRequest,
} from './simulator-requests.js';
import {
  invoiceCancelSchema,
  invoiceQuerySchema,
  invoiceSchema,
  receiptCancelSchema,
  receiptQuerySchema,
  receiptSchema,
  validate,
  type Group,
} from './simulator-schemas.js';
import { childOf, readXml, textOf, type XmlElement } from './simulator-xml.js';

/**
 * A local stand-in for Számlázz.hu's Számla Agent (https://www.szamlazz.hu/szamla/) on loopback:
 * multipart/form-data POSTs whose file field name selects the action, requests validated against
 * the agents' schemas, the agent key checked, documents numbered gap-free per series and year,
 * answers in the `szlahu_*` headers and XML bodies of the real service, `hivasAzonosito` kept
 * unique (338), and every document kept with its data, its cancellation and its NAV report.
 * Its own code: it imports nothing from the adapter, so the two check each other.
 */

export type { SimulatedDocument, NavReport } from './simulator-ledger.js';
export type { SimulatedBuyer, SimulatedLine } from './simulator-requests.js';

export interface SzamlazzSimulatorOptions {
  /** The agent keys of the simulated account; any other key is refused with code 3. */
  agentKeys: string[];
  /** 0 or absent: an ephemeral port; the host is always 127.0.0.1. */
  port?: number;
  /** The simulator's clock: receipt dates and the year of their numbers. */
  now?: () => Date;
  /** The account's default invoice pad, used when a request names no `szamlaszamElotag`. */
  defaultInvoicePrefix?: string;
  /**
   * What cancelling an already cancelled document gets: `refuse` (default) a refusal with the
   * simulator's code 9901, `echo` the existing sztornó document, as other integrators saw
   * Számlázz.hu answer for invoices.
   */
  repeatedCancellation?: 'refuse' | 'echo';
  /** The seller in the XML query's answers. */
  seller?: { name: string; taxNumber: string };
}

export interface SzamlazzSimulator {
  /** The agent's endpoint, http://127.0.0.1:PORT/szamla/ */
  url: string;
  /** Copies of every issued document, oldest first. */
  documents(): SimulatedDocument[];
  /** Answer every call with `szlahu_down` (maintenance) while on. */
  setDown(down: boolean): void;
  /** Requests received, and agent sessions opened (a client that keeps its cookie opens one). */
  stats(): { requests: number; sessions: number };
  close(): Promise<void>;
}

const maxBody = 4 * 1024 * 1024;

interface Action {
  root: string;
  schema: Group;
  kind: 'invoice' | 'receipt';
  /** Refusals without szlahu_* headers (the XML query reports in the body only). */
  bodyOnly?: boolean;
  run(root: XmlElement, xml: string): Answer;
}

function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBody ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const titles: Record<SimulatedDocument['type'], string> = {
  SZ: 'SZÁMLA',
  SS: 'SZTORNÓ SZÁMLA',
  HS: 'HELYESBÍTŐ SZÁMLA',
  NY: 'NYUGTA',
  SN: 'SZTORNÓ NYUGTA',
};

function pdfOf(document: SimulatedDocument): Buffer {
  return simulatedPdf([
    `${titles[document.type]} ${document.number}`,
    ...(document.cancels ? [`Sztornózott bizonylat: ${document.cancels}`] : []),
    ...(document.modifies ? [`Helyesbített számla: ${document.modifies}`] : []),
    `Kelt: ${document.issueDate}`,
    `Rendelésszám: ${document.orderRef ?? '-'}`,
    `Bruttó összesen: ${document.totals.gross} ${document.currency}`,
    'Számlázz.hu szimulátor - nem valódi bizonylat',
  ]);
}

/** Starts the simulator on 127.0.0.1. */
export async function startSzamlazzSimulator(
  options: SzamlazzSimulatorOptions,
): Promise<SzamlazzSimulator> {
  const now = options.now ?? (() => new Date());
  const keys = new Set(options.agentKeys);
  const echo = options.repeatedCancellation === 'echo';
  const seller = options.seller ?? { name: 'Szimulált Eladó Kft.', taxNumber: '12345676-2-41' };
  const ledger = new Ledger(() => budapestDay(now()), now, options.defaultInvoicePrefix ?? 'SZLA');
  const sessions = new Set<string>();
  const stats = { requests: 0, sessions: 0 };
  let down = false;

  const actions: Record<string, Action> = {
    'action-xmlagentxmlfile': {
      root: 'xmlszamla',
      schema: invoiceSchema,
      kind: 'invoice',
      run: (root, xml) => {
        const request = readInvoiceRequest(root);
        const document = ledger.createInvoice(request, xml);
        return invoiceAnswer(
          document,
          request.download ? pdfOf(document) : null,
          request.answerVersion,
        );
      },
    },
    'action-szamla_agent_st': {
      root: 'xmlszamlast',
      schema: invoiceCancelSchema,
      kind: 'invoice',
      run: (root, xml) => {
        const request = readInvoiceCancelRequest(root);
        const document = ledger.cancelInvoice(request, xml, echo);
        return invoiceAnswer(
          document,
          request.download ? pdfOf(document) : null,
          request.answerVersion,
        );
      },
    },
    'action-szamla_agent_xml': {
      root: 'xmlszamlaxml',
      schema: invoiceQuerySchema,
      kind: 'invoice',
      bodyOnly: true,
      run: (root) => {
        const request = readInvoiceQueryRequest(root);
        if (!request.number && !request.externalId && !request.orderRef) {
          throw new AgentFault(faultCodes.missingData, 'Hiányzó adat: szamlaszam elem.');
        }
        const document = ledger.invoice(request);
        if (!document) {
          throw new AgentFault(
            faultCodes.missingData,
            'Hiányzó adat: a keresett számla nem található.',
          );
        }
        return invoiceDataAnswer(document, seller, request.pdf ? pdfOf(document) : null);
      },
    },
    'action-szamla_agent_nyugta_create': {
      root: 'xmlnyugtacreate',
      schema: receiptSchema,
      kind: 'receipt',
      run: (root, xml) => {
        const request = readReceiptRequest(root);
        const document = ledger.createReceipt(request, xml);
        return receiptAnswer(document, request.pdf ? pdfOf(document) : null);
      },
    },
    'action-szamla_agent_nyugta_storno': {
      root: 'xmlnyugtast',
      schema: receiptCancelSchema,
      kind: 'receipt',
      run: (root, xml) => {
        const request = readReceiptCancelRequest(root);
        const document = ledger.cancelReceipt(request, xml, echo);
        return receiptAnswer(document, request.pdf ? pdfOf(document) : null);
      },
    },
    'action-szamla_agent_nyugta_get': {
      root: 'xmlnyugtaget',
      schema: receiptQuerySchema,
      kind: 'receipt',
      run: (root) => {
        const request = readReceiptQueryRequest(root);
        if (!request.number && !request.callId && !request.orderRef) {
          throw new AgentFault(faultCodes.missingData, 'Hiányzó adat: nyugtaszam elem.');
        }
        const document = ledger.receipt(request);
        if (!document) {
          throw new AgentFault(faultCodes.noSuchReceipt, 'A nyugta nem létezik.');
        }
        return receiptAnswer(document, request.pdf ? pdfOf(document) : null);
      },
    },
  };

  /** Well-formed, the right root in the right namespace, schema-valid, a known agent key. */
  function perform(action: Action, xml: string): Answer {
    const root = readXml(xml);
    if (!root)
      throw new AgentFault(faultCodes.xmlReading, 'XML beolvasási hiba: nem jól formált XML.');
    const namespace = `http://www.szamlazz.hu/${action.root}`;
    if (root.local !== action.root || root.namespace !== namespace) {
      throw new AgentFault(
        faultCodes.xmlReading,
        `XML beolvasási hiba: a gyökérelem {${namespace}}${action.root} kell legyen.`,
      );
    }
    validate(root, action.schema, namespace, action.root);
    const key =
      textOf(childOf(root, 'beallitasok'), 'szamlaagentkulcs') ?? textOf(root, 'szamlaagentkulcs');
    if (key === undefined || !keys.has(key)) {
      throw new AgentFault(faultCodes.login, 'Sikertelen bejelentkezés.');
    }
    return action.run(root, xml);
  }

  function refusal(action: Action | undefined, fault: AgentFault, xml: string | null): Answer {
    if (action?.kind === 'receipt') return receiptRefusal(fault);
    const root = xml === null ? null : readXml(xml);
    const version = Number(
      textOf(childOf(root ?? undefined, 'beallitasok'), 'valaszVerzio') ?? '1',
    );
    const answerVersion = action?.bodyOnly ? 2 : version;
    return invoiceRefusal(fault, answerVersion, !action?.bodyOnly);
  }

  async function answer(req: http.IncomingMessage): Promise<Answer> {
    const body = await readBody(req);
    const parts = body === null ? null : readMultipart(req.headers['content-type'], body);
    const part = parts?.find((candidate) => candidate.name in actions);
    const action = part === undefined ? undefined : actions[part.name];
    // An XML sent as a plain form value instead of a file is "missing", as at Számlázz.hu.
    if (!part || !action || part.filename === null) {
      return refusal(action, new AgentFault(faultCodes.noXmlFile, 'Hiányzó XML fájl.'), null);
    }
    const xml = part.content.toString('utf8');
    if (down) {
      const fault = new AgentFault(
        faultCodes.maintenance,
        'Rendszerkarbantartás, kérem próbálja meg pár perc múlva.',
      );
      const refused = refusal(action, fault, xml);
      return { ...refused, headers: { ...refused.headers, szlahu_down: 'true' } };
    }
    try {
      return perform(action, xml);
    } catch (error) {
      if (!(error instanceof AgentFault)) throw error;
      return refusal(action, error, xml);
    }
  }

  /** The JSESSIONID the request brought, or a new session's Set-Cookie. */
  function session(req: http.IncomingMessage): Record<string, string> {
    const cookie = /(?:^|;\s*)JSESSIONID=([^;\s]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (cookie !== undefined && sessions.has(cookie)) return {};
    const id = randomBytes(16).toString('hex').toUpperCase();
    sessions.add(id);
    stats.sessions += 1;
    return { 'set-cookie': `JSESSIONID=${id}; Path=/szamla; HttpOnly` };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/szamla/' && path !== '/szamla') {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    stats.requests += 1;
    const cookie = session(req);
    const result = await answer(req);
    res
      .writeHead(200, { ...cookie, ...result.headers, 'content-type': result.contentType })
      .end(result.body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/szamla/`,
    documents: () => ledger.all(),
    setDown: (on) => {
      down = on;
    },
    stats: () => ({ ...stats }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
