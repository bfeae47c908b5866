import http from 'node:http';
import https from 'node:https';
import { parseSimplePayTime } from './simulator-dates.js';
import { signatureMatches, signText } from './simulator-signature.js';
import type { IpnRecord } from './simulator-transactions.js';

/**
 * Delivers IPNs the way SimplePay does: a signed JSON POST to the shop, acknowledged only by
 * HTTP 200 with the received JSON plus `receiveDate`, signed over the exact reply body; anything
 * else is retried on a schedule (compressed from SimplePay's 5 minutes .. 3 days), then given up.
 */

export interface IpnJob {
  transactionId: number;
  secretKey: string;
  /** Updated as the delivery goes: attempts, acknowledged copies, giving up, the last error. */
  record: IpnRecord;
  /** The notification's JSON text; called once per copy (each copy has its own salt). */
  body: () => string;
  /** 2 sends the notification twice, the second after the first has been dealt with. */
  copies: number;
}

export interface IpnSenderOptions {
  ipnUrl: () => string;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
}

export interface IpnSender {
  send(job: IpnJob): void;
  setPaused(paused: boolean): void;
  /** Resolves when nothing is in flight or due by now (held notifications of a pause excepted). */
  idle(): Promise<void>;
  close(): void;
}

/** One copy of a notification on its way. */
interface Delivery {
  job: IpnJob;
  body: string;
  failures: number;
  dueAt: number;
}

const maxReply = 64 * 1024;

interface RawReply {
  status: number;
  contentType: string;
  signature: string | undefined;
  text: string;
}

/** Why the shop's reply does not acknowledge the notification, or undefined when it does. */
export function replyProblem(sent: string, secretKey: string, reply: RawReply): string | undefined {
  if (reply.status !== 200) return `HTTP ${reply.status}`;
  if (!/^application\/json\b/i.test(reply.contentType.trim())) {
    return `Content-Type ${reply.contentType || '(none)'} is not application/json`;
  }
  if (!signatureMatches(secretKey, reply.text, reply.signature)) {
    return 'the reply Signature is missing or does not match the reply body';
  }
  let echoed: unknown;
  try {
    echoed = JSON.parse(reply.text);
  } catch {
    return 'the reply is not JSON';
  }
  if (typeof echoed !== 'object' || echoed === null || Array.isArray(echoed)) {
    return 'the reply is not a JSON object';
  }
  const received = echoed as Record<string, unknown>;
  const original = JSON.parse(sent) as Record<string, unknown>;
  for (const [key, value] of Object.entries(original)) {
    if (received[key] !== value) return `the reply does not echo ${key}`;
  }
  if (!parseSimplePayTime(received.receiveDate)) {
    return 'the reply has no receiveDate in ISO 8601 with an offset';
  }
  return undefined;
}

export function createIpnSender(options: IpnSenderOptions): IpnSender {
  const pending = new Map<Delivery, NodeJS.Timeout>();
  const held: Delivery[] = [];
  const requests = new Set<http.ClientRequest>();
  let inFlight = 0;
  let paused = false;
  let closed = false;
  let waiters: (() => void)[] = [];

  function isIdle(): boolean {
    if (closed) return true;
    if (inFlight > 0 || (!paused && held.length > 0)) return false;
    const now = Date.now();
    for (const delivery of pending.keys()) if (delivery.dueAt <= now) return false;
    return true;
  }

  function checkIdle(): void {
    if (waiters.length === 0 || !isIdle()) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  }

  function schedule(delivery: Delivery, delayMs: number): void {
    if (closed) return;
    delivery.dueAt = Date.now() + delayMs;
    const timer = setTimeout(() => {
      pending.delete(delivery);
      if (paused) held.push(delivery);
      else void attempt(delivery);
      checkIdle();
    }, delayMs);
    timer.unref();
    pending.set(delivery, timer);
  }

  function post(body: string, secretKey: string): Promise<RawReply> {
    return new Promise((resolve, reject) => {
      const url = new URL(options.ipnUrl());
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          Signature: signText(secretKey, body),
        },
      });
      requests.add(request);
      let settled = false;
      /** Settles once, whatever the socket does afterwards. */
      const finish = (outcome: RawReply | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        requests.delete(request);
        if (outcome instanceof Error) {
          request.destroy();
          reject(outcome);
        } else resolve(outcome);
      };
      const timer = setTimeout(() => {
        finish(new Error(`no reply within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      timer.unref();
      request.on('error', finish);
      request.on('close', () => finish(new Error('the connection closed without a reply')));
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxReply) finish(new Error('the reply is too large'));
          else chunks.push(chunk);
        });
        response.on('error', finish);
        response.on('end', () => {
          const signature = response.headers.signature;
          finish({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            signature: Array.isArray(signature) ? signature[0] : signature,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      request.end(body);
    });
  }

  function nextCopy(job: IpnJob): void {
    job.copies -= 1;
    if (job.copies > 0) schedule({ job, body: job.body(), failures: 0, dueAt: 0 }, 0);
  }

  async function attempt(delivery: Delivery): Promise<void> {
    if (closed) return;
    const { job } = delivery;
    inFlight += 1;
    job.record.attempts += 1;
    let problem: string | undefined;
    try {
      problem = replyProblem(
        delivery.body,
        job.secretKey,
        await post(delivery.body, job.secretKey),
      );
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    inFlight -= 1;
    if (closed) return;
    if (problem === undefined) {
      job.record.delivered += 1;
      nextCopy(job);
    } else {
      job.record.lastError = problem;
      delivery.failures += 1;
      const delay = options.retryDelaysMs[delivery.failures - 1];
      options.log?.warn(
        {
          transactionId: job.transactionId,
          status: job.record.status,
          attempt: delivery.failures,
          problem,
        },
        delay === undefined
          ? 'SimplePay simulator: IPN not acknowledged, giving up'
          : 'SimplePay simulator: IPN not acknowledged, will retry',
      );
      if (delay === undefined) {
        job.record.gaveUp = true;
        nextCopy(job);
      } else schedule(delivery, delay);
    }
    checkIdle();
  }

  return {
    send(job) {
      schedule({ job, body: job.body(), failures: 0, dueAt: 0 }, 0);
    },
    setPaused(on) {
      paused = on;
      if (!on) for (const delivery of held.splice(0)) void attempt(delivery);
      checkIdle();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        checkIdle();
      });
    },
    close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      held.length = 0;
      for (const request of requests) request.destroy();
      requests.clear();
      checkIdle();
    },
  };
}
