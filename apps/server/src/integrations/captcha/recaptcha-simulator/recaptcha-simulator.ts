import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's reCAPTCHA v3 `siteverify` on loopback, with its own code: tokens
 * it was given map to a score, action and hostname; each token verifies once.
 */

export interface SimulatedToken {
  score: number;
  action: string;
  hostname?: string;
}

export interface RecaptchaSimulatorOptions {
  port?: number;
  secret: string;
  tokens: Record<string, SimulatedToken>;
  /** Answer this much later (to try timeouts). */
  delayMs?: number;
}

export interface RecaptchaSimulator {
  /** The siteverify URL. */
  url: string;
  /** What the verifications asked (the secret is left out). */
  calls(): { response: string | undefined; remoteip: string | undefined }[];
  close(): Promise<void>;
}

const path = '/recaptcha/api/siteverify';

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startRecaptchaSimulator(
  options: RecaptchaSimulatorOptions,
): Promise<RecaptchaSimulator> {
  const calls: { response: string | undefined; remoteip: string | undefined }[] = [];
  const used = new Set<string>();

  function verdict(form: URLSearchParams): object {
    const secret = form.get('secret') ?? '';
    const response = form.get('response') ?? '';
    calls.push({
      response: form.get('response') ?? undefined,
      remoteip: form.get('remoteip') ?? undefined,
    });
    const errors: string[] = [];
    if (secret === '') errors.push('missing-input-secret');
    else if (secret !== options.secret) errors.push('invalid-input-secret');
    if (response === '') errors.push('missing-input-response');
    else if (!Object.hasOwn(options.tokens, response)) errors.push('invalid-input-response');
    else if (used.has(response)) errors.push('timeout-or-duplicate');
    const token = options.tokens[response];
    if (errors.length > 0 || token === undefined) {
      return { success: false, 'error-codes': errors };
    }
    used.add(response);
    return {
      success: true,
      challenge_ts: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: token.hostname ?? 'localhost',
      score: token.score,
      action: token.action,
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== path) {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const body = await readBody(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    // Like Google, parameters may also come in the query string.
    const form = new URLSearchParams(url.search);
    if (type === 'application/x-www-form-urlencoded') {
      for (const [key, value] of new URLSearchParams(body)) form.set(key, value);
    }
    const answer = verdict(form);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(answer));
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
    url: `http://127.0.0.1:${port}${path}`,
    calls: () => calls.map((call) => ({ ...call })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
