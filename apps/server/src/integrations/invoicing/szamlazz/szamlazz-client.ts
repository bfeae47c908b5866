import type { ExternalInvoicingService } from '../invoicing-service.js';
import { cancelInvoice } from './cancel-invoice.js';
import { cancelReceipt } from './cancel-receipt.js';
import { issueInvoice } from './issue-invoice.js';
import { issueReceipt } from './issue-receipt.js';
import { createAgentTransport, type Log, type SzamlazzAgent } from './szamlazz-agent.js';

export interface SzamlazzClientOptions {
  /** The agent's endpoint: https://www.szamlazz.hu/szamla/ (the simulator's `url` in the demo). */
  apiUrl: string;
  /** The Számla Agent key of the account (Beállítások → Számla Agent kulcsok). Never logged. */
  agentKey: string;
  /** The invoice pad's prefix (`szamlaszamElotag`); absent: the account's default pad. */
  invoicePrefix?: string;
  /** The receipt prefix (`elotag`): capital letters and digits, not an invoice pad's; `NYGT`. */
  receiptPrefix?: string;
  /** Issue e-invoices (`eszamla`, the subscription must include it); default true. */
  eInvoice?: boolean;
  /** For tests; default the global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * Each call, answer included, must finish within this; default 60 s. An e-invoice is signed and
   * time-stamped at Számlázz.hu, and a call given up on may still finish there.
   */
  timeoutMs?: number;
  log?: Log;
}

export const defaultReceiptPrefix = 'NYGT';

/**
 * Számlázz.hu's Számla Agent as the shop's external invoicing service: it numbers, renders and
 * (for invoices) reports to NAV the documents the shop asks for. Each operation is one use case:
 * issue-invoice.ts, issue-receipt.ts, cancel-invoice.ts, cancel-receipt.ts, each idempotent per
 * call id. Refusals that need a person are InvoicingRejectedError, everything worth a retry
 * later is InvoicingUnavailableError. The agent key goes only into the request XML.
 */
export function createSzamlazzClient(options: SzamlazzClientOptions): ExternalInvoicingService {
  if (!URL.canParse(options.apiUrl) || !/^https?:$/.test(new URL(options.apiUrl).protocol)) {
    throw new Error('The Számlázz.hu API URL must be an http(s) URL');
  }
  if (options.agentKey.trim() === '') throw new Error('The Számlázz.hu agent key is empty');
  const receiptPrefix = options.receiptPrefix ?? defaultReceiptPrefix;
  // Számlázz.hu's rule for receipt prefixes (its code 337); wrong here is wrong on every receipt.
  if (!/^[A-Z0-9]+$/.test(receiptPrefix)) {
    throw new Error('The Számlázz.hu receipt prefix may only hold capital letters and digits');
  }
  const invoicePrefix = options.invoicePrefix?.trim() || undefined;
  const agent: SzamlazzAgent = {
    agentKey: options.agentKey,
    eInvoice: options.eInvoice ?? true,
    invoicePrefix,
    receiptPrefix,
    post: createAgentTransport({
      apiUrl: options.apiUrl,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 60_000,
      ...(options.log ? { log: options.log } : {}),
    }),
    ...(options.log ? { log: options.log } : {}),
  };

  return {
    issue: (request) =>
      request.kind === 'invoice' ? issueInvoice(agent, request) : issueReceipt(agent, request),
    cancel: (request) =>
      request.kind === 'invoice' ? cancelInvoice(agent, request) : cancelReceipt(agent, request),
  };
}
