import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatSimplePayTime } from './simulator-dates.js';
import { newSalt, signatureMatches, signText } from './simulator-signature.js';

/**
 * Test support for the simulator's own tests: signed API calls, the browser's steps on the
 * payment page, and a tiny shop-side IPN receiver. Not used by the product.
 */

export const demoHuf = {
  merchant: 'PUBLICTESTHUF',
  secretKey: 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6',
  currency: 'HUF' as const,
};
export const demoEur = {
  merchant: 'PUBLICTESTEUR',
  secretKey: '9A2sDc7xh1JKW8r193RwW7X7X2ts837w',
  currency: 'EUR' as const,
};

export interface ApiResult {
  status: number;
  text: string;
  signature: string | undefined;
  json: Record<string, unknown>;
}

/** POSTs `body` (an object to serialise, or raw text) to apiBase + operation. */
export async function callApi(
  apiBase: string,
  operation: string,
  body: object | string,
  {
    secretKey = demoHuf.secretKey,
    signature,
  }: { secretKey?: string; signature?: string | null } = {},
): Promise<ApiResult> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers.Signature = signature ?? signText(secretKey, text);
  const response = await fetch(`${apiBase}${operation}`, { method: 'POST', headers, body: text });
  const reply = await response.text();
  return {
    status: response.status,
    text: reply,
    signature: response.headers.get('signature') ?? undefined,
    json: JSON.parse(reply) as Record<string, unknown>,
  };
}

/** Whether an API reply is signed with the key. */
export const replySigned = (result: ApiResult, secretKey = demoHuf.secretKey) =>
  signatureMatches(secretKey, result.text, result.signature);

let orderCounter = 0;

/** A valid start request of PUBLICTESTHUF; `overrides` replace or add fields. */
export function startBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  orderCounter += 1;
  return {
    salt: newSalt(),
    merchant: demoHuf.merchant,
    orderRef: `T-${Date.now()}-${orderCounter}`,
    currency: 'HUF',
    customerEmail: 'vevo@example.hu',
    language: 'HU',
    sdkVersion: 'TicketShop_1.0',
    methods: ['CARD'],
    total: '12580',
    timeout: formatSimplePayTime(new Date(Date.now() + 10 * 60_000)),
    url: 'https://shop.example/simplepay/back',
    ...overrides,
  };
}

/** The browser's form POST; the answer's redirect is not followed. */
export function submitForm(paymentUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const payWith = (paymentUrl: string, cardNumber: string) =>
  submitForm(paymentUrl, {
    cardNumber,
    expiry: '12/30',
    cvc: '123',
    holder: 'Teszt Elek',
    action: 'pay',
  });

/** The decoded `r` of a return URL, and whether `s` signs it. */
export function readBack(location: string, secretKey = demoHuf.secretKey) {
  const url = new URL(location);
  const json = Buffer.from(url.searchParams.get('r') ?? '', 'base64').toString('utf8');
  return {
    url,
    json,
    result: JSON.parse(json) as { r: number; t: number; e: string; m: string; o: string },
    signed: signatureMatches(secretKey, json, url.searchParams.get('s') ?? undefined),
  };
}

export type ReceiverMode = 'echo' | 'error' | 'bad-signature' | 'no-receive-date' | 'slow';

export interface ReceivedIpn {
  body: string;
  json: Record<string, unknown>;
  signatureValid: boolean;
  at: number;
}

/** A shop's IPN endpoint on 127.0.0.1: answers each notification the way `mode()` says. */
export async function startIpnReceiver(mode: () => ReceiverMode, secretKey = demoHuf.secretKey) {
  const received: ReceivedIpn[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers.signature;
      received.push({
        body,
        json: JSON.parse(body) as Record<string, unknown>,
        signatureValid: signatureMatches(
          secretKey,
          body,
          Array.isArray(signature) ? signature[0] : signature,
        ),
        at: Date.now(),
      });
      const current = mode();
      if (current === 'error') {
        res.writeHead(500).end();
        return;
      }
      // The documented echo: the received text with receiveDate inserted before the final brace.
      const reply =
        current === 'no-receive-date'
          ? body
          : `${body.slice(0, -1)},"receiveDate":"${formatSimplePayTime(new Date())}"}`;
      const signed =
        current === 'bad-signature' ? signText('wrong key', reply) : signText(secretKey, reply);
      const send = () =>
        res.writeHead(200, { 'content-type': 'application/json', Signature: signed }).end(reply);
      if (current === 'slow') setTimeout(send, 500);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ipn`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Polls until the condition holds (for the retry schedule, which runs after idle()). */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitUntil: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
