import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderReply, PaymentInitReply } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createCheckoutWorld,
  filledCart,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../modules/checkout/checkout-test-kit.js';

/**
 * Decision 0026: a buyer who reached the shop at another address than PUBLIC_URL was signed
 * out on coming back from the payment page or an e-mail (the session lives in the browser's
 * storage of one origin). Pages asked for on another host go to PUBLIC_URL's; without PUBLIC_URL
 * (the demo) the links name the address the buyer came by, when the server really answers there.
 */

let webDist: string;
/** PUBLIC_URL set: pages on another host are redirected, every link names PUBLIC_URL. */
let fixed: CheckoutWorld;
/** The demo without PUBLIC_URL: the links follow the buyer's address. */
let demo: CheckoutWorld;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'link-origin-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fixed = await createCheckoutWorld({
    PUBLIC_URL: 'https://jegy.example.hu',
    WEB_DIST_DIR: webDist,
    // The machine is busy with other tests: no load shedding in the way of what is looked at.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  demo = await createCheckoutWorld({ WEB_DIST_DIR: webDist, MAX_EVENT_LOOP_DELAY_MS: '0' });
}, 120_000);

afterAll(async () => {
  await fixed.close();
  await demo.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function inject(
  app: TestApp['app'],
  url: string,
  host: string,
  options: { method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { host, 'accept-language': 'hu', ...options.headers },
  });
}

/** The first link of the newest e-mail of a kind to an address (its jobs run first). */
async function linkOfLastMail(world: CheckoutWorld, to: string, kind: string): Promise<string> {
  await settleJobs(world);
  const mail = await world.t.database.db
    .selectFrom('mail_messages')
    .select(['text'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /https?:\/\/[^\s"<>]+/.exec(mail.text)?.[0] ?? '';
}

/** A non-loopback address of one of this machine's interfaces, when it has one. */
function machineAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('with PUBLIC_URL', () => {
  it('redirects a page asked for on another host to PUBLIC_URL for good, path and query kept', async () => {
    const app = fixed.t.app;
    for (const [host, url] of [
      ['127.0.0.1:3000', '/'],
      ['localhost:3000', '/profile'],
      ['www.jegy.example.hu', '/events/bank-ban?date=2026-12-03&q=b%C3%A1nk'],
      ['jegy.example.hu.evil.example', '/payment/return?r=abc&s=def'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await inject(app, url, host, { method });
        expect(res.statusCode, `${method} ${host}${url}`).toBe(308);
        expect(res.headers.location, `${method} ${host}${url}`).toBe(
          `https://jegy.example.hu${url}`,
        );
      }
    }
    // Its own host, in any letter case, gets the page.
    for (const host of ['jegy.example.hu', 'JEGY.example.hu', 'jegy.example.hu:443']) {
      const page = await inject(app, '/cart', host);
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('answers the API, the payment notifications, the probes, files and data on any host', async () => {
    const app = fixed.t.app;
    const host = '127.0.0.1:3000';
    for (const url of [
      '/api/events',
      '/api/health',
      '/api/available',
      '/storage/programs.json',
      '/assets/app-1a2b3c.js',
      '/api/nincs-ilyen',
    ]) {
      const res = await inject(app, url, host);
      expect(res.statusCode, url).not.toBe(308);
      expect(res.headers.location, url).toBeUndefined();
    }
    const ipn = await inject(app, '/api/payment/ipn', host, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(ipn.statusCode).not.toBe(308);
  });

  it('believes a forwarded host only from a trusted proxy', async () => {
    const proxied: TestApp = await createTestApp({
      empty: true,
      env: {
        PUBLIC_URL: 'https://jegy.example.hu',
        TRUST_PROXY: '1',
        WEB_DIST_DIR: webDist,
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    try {
      const behind = { 'x-forwarded-proto': 'https' };
      const right = await inject(proxied.app, '/profile', '10.0.0.5:3000', {
        headers: { ...behind, 'x-forwarded-host': 'jegy.example.hu' },
      });
      expect(right.statusCode).toBe(200);
      const www = await inject(proxied.app, '/profile?tab=orders', '10.0.0.5:3000', {
        headers: { ...behind, 'x-forwarded-host': 'www.jegy.example.hu' },
      });
      expect(www.statusCode).toBe(308);
      expect(www.headers.location).toBe('https://jegy.example.hu/profile?tab=orders');
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a client's X-Forwarded-Host is nobody's word: the Host decides.
    const ignored = await inject(fixed.t.app, '/profile', 'jegy.example.hu', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(ignored.statusCode).toBe(200);
  });

  it("names PUBLIC_URL in e-mails and in the payment's return address, whatever the host", async () => {
    const buyer = await signedInBuyer(fixed, 'fix-origin');
    await fixed.client.call('POST', '/api/reset-password', {
      body: { email: buyer.email },
      headers: { host: '127.0.0.1:3000' },
    });
    expect(await linkOfLastMail(fixed, buyer.email, 'reset_password')).toMatch(
      /^https:\/\/jegy\.example\.hu\/reset-password\//,
    );
    const back = await paidFrom(fixed, buyer.token, '127.0.0.1:3000');
    expect(back.startsWith('https://jegy.example.hu/payment/return?')).toBe(true);
  });
});

/** Stores and pays an order as a browser on `host` would; answers the payment page's way back. */
async function paidFrom(world: CheckoutWorld, token: string, host: string): Promise<string> {
  const cart = await filledCart(world, token, { quantity: 1 });
  const headers = { host };
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(cart.key),
    token,
    headers,
  });
  expect(stored.status).toBe(201);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${stored.body.id}`, {
    token,
    headers,
  });
  expect(start.body.status).toBe(1);
  const back = await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  return back.location;
}

describe('in the demo, without PUBLIC_URL', () => {
  it('redirects no page', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', 'evil.example']) {
      expect((await inject(demo.t.app, '/profile', host)).statusCode, host).toBe(200);
    }
  });

  it("e-mails links to this machine's name or address the buyer came by", async () => {
    const hosts = ['127.0.0.1:3000', 'localhost:3000', `${os.hostname()}:3000`];
    const lan = machineAddress();
    if (lan !== undefined) hosts.push(`${lan}:3000`);
    for (const host of hosts) {
      // One address each: an address gets only a few e-mails an hour.
      const buyer = await signedInBuyer(demo, 'demo-origin');
      await demo.client.call('POST', '/api/send-magic-link', {
        body: { email: buyer.email },
        headers: { host },
      });
      const link = await linkOfLastMail(demo, buyer.email, 'magic_link');
      expect(new URL(link).host, host).toBe(host.toLowerCase());
      expect(new URL(link).pathname).toBe('/magic-link');
    }
  });

  it('never e-mails a link to a host the server does not answer on (host-header injection)', async () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost:6666',
      'evil@localhost:3000',
      '127.0.0.1:3000/evil',
      '',
    ]) {
      const buyer = await signedInBuyer(demo, 'demo-injected');
      await demo.client.call('POST', '/api/send-magic-link', {
        body: { email: buyer.email },
        headers: { host },
      });
      const link = await linkOfLastMail(demo, buyer.email, 'magic_link');
      // The demo's own address (http://localhost:$PORT), never the one asked for.
      expect(link.startsWith(`${demo.t.config.publicUrl}/magic-link?token=`), host).toBe(true);
    }
  });

  it('sends the buyer back from the payment page, and links the order e-mail, to the address of the order', async () => {
    const buyer = await signedInBuyer(demo, 'demo-pays');
    const back = await paidFrom(demo, buyer.token, '127.0.0.1:3000');
    expect(back.startsWith('http://127.0.0.1:3000/payment/return?')).toBe(true);
    expect(await linkOfLastMail(demo, buyer.email, 'order_paid')).toBe(
      'http://127.0.0.1:3000/profile',
    );
  });
});
