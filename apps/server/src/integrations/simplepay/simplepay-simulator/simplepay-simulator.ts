import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiCall, operations } from './api-call.js';
import type { Operation } from './api-operations.js';
import { createIpnSender } from './ipn-sender.js';
import { showPaymentPage, submitPaymentPage, type PageResponse } from './payment-flow.js';
import type { SimulatorContext } from './simulator-context.js';
import { formatSimplePayTime } from './simulator-dates.js';
import { newSalt } from './simulator-signature.js';
import {
  TransactionStore,
  viewOf,
  type SimulatedMerchant,
  type SimulatedTransaction,
  type TransactionStatus,
  type TransactionView,
} from './simulator-transactions.js';

/**
 * A local stand-in for SimplePay online payment API v2 on loopback: the JSON API
 * (start, query, refund, finish, transactioncancel) with HMAC-SHA384 signatures, a payment page
 * with test cards that returns the browser to the shop with signed `r`/`s`, and an IPN sender
 * with retries. Its own code: it imports nothing from the shop's adapter, so the two check each
 * other.
 */

export type { SimulatedMerchant, TransactionView } from './simulator-transactions.js';
export type { Operation } from './api-operations.js';

export interface SimplePaySimulatorOptions {
  merchants: SimulatedMerchant[];
  /** Where IPNs go, read at send time (the shop's port may be known only later). */
  ipnUrl: () => string;
  /** 0 or absent: an ephemeral port; the host is always 127.0.0.1. */
  port?: number;
  /** Delays between IPN delivery attempts (SimplePay's 5 min .. 3 days, compressed). */
  ipnRetryDelaysMs?: number[];
  /** How long to wait for the shop's IPN reply; SimplePay waits 20 s. */
  ipnTimeoutMs?: number;
  /** Send every IPN twice (tests of idempotency). Also settable later. */
  duplicateIpn?: boolean;
  /** Send IPNs for failed, cancelled and timed-out payments too (an admin option); default true. */
  ipnForFailures?: boolean;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

export interface SimplePaySimulator {
  /** http://127.0.0.1:PORT */
  url: string;
  /** `${url}/payment/v2/`: the adapter calls apiBase + 'start' etc. */
  apiBase: string;
  setDuplicateIpn(on: boolean): void;
  /** Stop or resume sending IPNs; held ones go out on resume. */
  setIpnPaused(paused: boolean): void;
  /** Resolves when no IPN delivery is in flight or queued before now (for tests). */
  idle(): Promise<void>;
  /** A read-only copy of a transaction (for tests). */
  transaction(transactionId: number): TransactionView | undefined;
  /** How many calls of an API operation reached the simulator, answered or refused (for tests). */
  calls(operation: Operation): number;
  close(): Promise<void>;
}

export const defaultIpnRetryDelaysMs = [1000, 2000, 5000, 10000, 30000, 60000];
const maxBody = 64 * 1024;
const failureStatuses: readonly TransactionStatus[] = ['NOTAUTHORIZED', 'CANCELLED', 'TIMEOUT'];

/** The body, or null when it is over the limit (the rest is read and dropped). */
function readBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > maxBody ? null : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

/** The IPN text, in the field order of SimplePay's example; failures carry no paymentDate. */
function ipnBody(tx: SimulatedTransaction, status: TransactionStatus): () => string {
  const at = (date: Date | undefined) =>
    date ? formatSimplePayTime(date, { colon: false }) : undefined;
  const fields = {
    orderRef: tx.orderRef,
    method: tx.method,
    merchant: tx.merchant,
    finishDate: at(tx.finishDate),
    paymentDate: at(tx.paymentDate),
    transactionId: tx.transactionId,
    status,
  };
  return () => JSON.stringify({ salt: newSalt(), ...fields });
}

function sendPage(res: http.ServerResponse, page: PageResponse): void {
  if ('location' in page) {
    res.writeHead(303, { location: page.location, 'cache-control': 'no-store' }).end();
    return;
  }
  res
    .writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(page.html);
}

/** Starts the simulator on 127.0.0.1. */
export async function startSimplePaySimulator(
  options: SimplePaySimulatorOptions,
): Promise<SimplePaySimulator> {
  const now = options.now ?? (() => new Date());
  const accounts = new Map(options.merchants.map((account) => [account.merchant, account]));
  const store = new TransactionStore();
  const callCounts = new Map<Operation, number>();
  let duplicateIpn = options.duplicateIpn ?? false;
  const ipnForFailures = options.ipnForFailures ?? true;
  const sender = createIpnSender({
    ipnUrl: options.ipnUrl,
    retryDelaysMs: options.ipnRetryDelaysMs ?? defaultIpnRetryDelaysMs,
    timeoutMs: options.ipnTimeoutMs ?? 20_000,
    ...(options.log ? { log: options.log } : {}),
  });

  function settle(tx: SimulatedTransaction, status: Exclude<TransactionStatus, 'INIT'>): void {
    const at = now();
    tx.status = status;
    tx.finishDate = at;
    if (status === 'FINISHED') tx.paymentDate = at;
    if (status !== 'FINISHED' && !(ipnForFailures && failureStatuses.includes(status))) return;
    const account = accounts.get(tx.merchant);
    if (!account) return;
    const record = { status, attempts: 0, delivered: 0, gaveUp: false };
    tx.ipn.push(record);
    sender.send({
      transactionId: tx.transactionId,
      secretKey: account.secretKey,
      record,
      body: ipnBody(tx, status),
      copies: duplicateIpn ? 2 : 1,
    });
  }

  function expireIfDue(tx: SimulatedTransaction): void {
    if (tx.status === 'INIT' && now().getTime() > tx.timeout.getTime()) settle(tx, 'TIMEOUT');
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
  const url = `http://127.0.0.1:${port}`;
  const ctx: SimulatorContext = { accounts, store, url, now, settle, expireIfDue };

  // An unpaid transaction times out (with its IPN) even if nobody looks at it.
  const sweeper = setInterval(() => {
    for (const tx of store.all()) expireIfDue(tx);
  }, 1000);
  sweeper.unref();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const api = /^\/payment\/v2\/([a-z]+)$/.exec(path);
    const pay = /^\/pay\/([A-Za-z0-9_-]{1,64})$/.exec(path);
    if (api) {
      const operation = api[1] as Operation;
      if (!operations.includes(operation)) {
        res.writeHead(404).end();
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return;
      }
      callCounts.set(operation, (callCounts.get(operation) ?? 0) + 1);
      const raw = await readBody(req);
      const signature = req.headers.signature;
      const answer = apiCall(
        ctx,
        operation,
        raw,
        Array.isArray(signature) ? signature[0] : signature,
      );
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        ...(answer.signature === undefined ? {} : { Signature: answer.signature }),
      });
      res.end(answer.body);
      return;
    }
    if (pay?.[1] !== undefined) {
      const token = pay[1];
      if (req.method === 'GET' || req.method === 'HEAD') {
        sendPage(res, showPaymentPage(ctx, token));
        return;
      }
      if (req.method === 'POST') {
        const raw = await readBody(req);
        sendPage(res, submitPaymentPage(ctx, token, new URLSearchParams(raw ?? '')));
        return;
      }
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    res.writeHead(404).end();
  }

  return {
    url,
    apiBase: `${url}/payment/v2/`,
    setDuplicateIpn: (on) => {
      duplicateIpn = on;
    },
    setIpnPaused: (paused) => sender.setPaused(paused),
    idle: () => sender.idle(),
    transaction: (transactionId) => {
      const tx = store.byId(transactionId);
      return tx ? viewOf(tx) : undefined;
    },
    calls: (operation) => callCounts.get(operation) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweeper);
        sender.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
