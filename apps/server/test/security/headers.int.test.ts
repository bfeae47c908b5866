import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  paidOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../../src/modules/checkout/checkout-test-kit.js';
import { sql } from 'kysely';
import { defaultPublicSettings } from '../../src/db/settings-defaults.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The browser-facing headers (ASVS V3 web frontend security, V4 API): on the app's HTML, on the
 * API's JSON, on downloads and static files, on errors; the CSP checked against the page it must
 * let run.
 */

let world: CheckoutWorld;
let webDist: string;
let token: string;
let orderId: number;
/** Every Set-Cookie header any reply of this file sent. */
const cookies: string[] = [];

const bootScript = 'window.__theatreBoot = { started: Date.now() };';
const themeScript = "document.documentElement.dataset.colorScheme = 'light';";

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'security-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>shop</title><script>${bootScript}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      `<body><div id="root"></div><script>${themeScript}</script></body></html>`,
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  world = await createCheckoutWorld({ WEB_DIST_DIR: webDist });
  const buyer = await signedInBuyer(world, 'fejlec');
  token = buyer.token;
  orderId = (await paidOrder(world, token, { quantity: 1 })).orderId;
  await settleJobs(world);
}, 120_000);

afterAll(async () => {
  await world.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function get(
  url: string,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const res = await world.t.app.inject({
    method: 'GET',
    url,
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const setCookie = res.headers['set-cookie'];
  if (setCookie !== undefined) cookies.push(...([] as string[]).concat(setCookie));
  return res;
}

/** The CSP's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => [words[0] ?? '', words.slice(1)]),
  );
}

/** The scripts a browser would run inline: `<script>` without src, and not a JSON data block. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      (match) => !/\bsrc=/.test(match[1] ?? '') && !/type="application\/json"/.test(match[1] ?? ''),
    )
    .map((match) => match[2] ?? '');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every kind of reply the shop sends, each with what it is. */
const surfaces = () => [
  { name: 'the app page', url: '/' },
  { name: 'a deep page route', url: '/profile' },
  { name: 'a hashed asset', url: '/assets/index-abc123.js' },
  { name: 'a data file', url: '/storage/programs.json' },
  { name: 'a poster', url: '/storage/posters/default.svg' },
  { name: 'public JSON', url: '/api/events' },
  { name: 'private JSON', url: '/api/profile', token },
  { name: 'the order list', url: '/api/user_orders', token },
  { name: 'a ticket PDF', url: `/api/orders/${orderId}/download_tickets`, token },
  { name: 'a receipt PDF', url: `/api/orders/${orderId}/download_receipt`, token },
  { name: 'an API 404', url: '/api/nincs-ilyen' },
  { name: 'a 401', url: '/api/profile' },
  { name: 'the OpenAPI description', url: '/api/docs/json' },
];

describe('security headers on every kind of reply', () => {
  it('answer each surface successfully (the cases below look at real replies)', async () => {
    const expected = [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 401, 200];
    const statuses: number[] = [];
    for (const surface of surfaces()) statuses.push((await get(surface.url, surface)).statusCode);
    expect(statuses).toEqual(expected);
  });

  it('send a Content-Security-Policy that allows no injected script, plugin, base or framing', async () => {
    for (const surface of surfaces()) {
      const res = await get(surface.url, surface);
      const policy = res.headers['content-security-policy'] ?? '';
      const csp = directives(policy);
      expect(csp.get('default-src'), surface.name).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, surface.name).toContain("'self'");
      expect(scripts, surface.name).not.toContain("'unsafe-inline'");
      expect(scripts, surface.name).not.toContain("'unsafe-eval'");
      expect(scripts, surface.name).not.toContain('*');
      expect(
        scripts.some((source) => /^(https?:|data:|blob:)$/.test(source)),
        surface.name,
      ).toBe(false);
      expect(csp.get('object-src'), surface.name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), surface.name).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), surface.name).toEqual(["'none'"]);
      expect(csp.get('form-action'), surface.name).toEqual(["'self'"]);
      expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"]).toEqual([
        "'none'",
      ]);
    }
  });

  it('send nosniff, a referrer policy, frame denial and cross-origin isolation headers', async () => {
    for (const surface of surfaces()) {
      const res = await get(surface.url, surface);
      const name = surface.name;
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      expect(res.headers['x-frame-options'], name).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      expect(res.headers['x-powered-by'], name).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control'], name).toBe('off');
      expect(res.headers['x-permitted-cross-domain-policies'], name).toBe('none');
      // Demo mode runs on http://localhost: HSTS there would pin localhost to https.
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('send a Permissions-Policy: the camera for the door scanner and passkeys on our own pages, nothing else unused', async () => {
    for (const surface of surfaces()) {
      const res = await get(surface.url, surface);
      const policy = String(res.headers['permissions-policy'] ?? '');
      const features = new Map(
        policy
          .split(',')
          .map((part) => part.trim().split('='))
          .map(([feature, allow]) => [feature ?? '', allow ?? '']),
      );
      expect(features.get('camera'), surface.name).toBe('(self)');
      // The staff second factor's passkeys (decision 0056): created and used on our own origin.
      expect(features.get('publickey-credentials-create'), surface.name).toBe('(self)');
      expect(features.get('publickey-credentials-get'), surface.name).toBe('(self)');
      for (const denied of ['microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
        expect(features.get(denied), `${surface.name}: ${denied}`).toBe('()');
      }
    }
  });

  it("names Google Tag Manager's hosts nowhere while no tag is configured", async () => {
    for (const surface of surfaces()) {
      const policy = String((await get(surface.url, surface)).headers['content-security-policy']);
      expect(policy, surface.name).not.toMatch(/googletagmanager|google-analytics/);
    }
  });

  it('let a browser store no private reply: profile, orders, documents, errors about them', async () => {
    for (const surface of surfaces().filter((s) => s.token !== undefined)) {
      const res = await get(surface.url, surface);
      expect(res.headers['cache-control'], surface.name).toBe('no-store');
    }
    const login = await world.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // The app page is revalidated, never kept stale; hashed assets are immutable.
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('send downloads as attachments of their own type', async () => {
    const pdf = await get(`/api/orders/${orderId}/download_tickets`, { token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('allow no cross-origin reads of the API (no CORS headers, even when asked)', async () => {
    const asked = await get('/api/profile', {
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await world.t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('set no cookie at all: the session is a bearer token, so no cookie can be stolen or ridden (CSRF)', async () => {
    const login = await world.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    for (const surface of surfaces()) await get(surface.url, surface);
    expect(cookies).toEqual([]);
  });
});

describe('the CSP lets the app run', () => {
  it('allows exactly the inline scripts of the served page by hash', async () => {
    const page = await get('/');
    const scripts = inlineScripts(page.body);
    expect(scripts).toEqual([bootScript, themeScript]);
    const sources = directives(String(page.headers['content-security-policy'])).get('script-src');
    for (const script of scripts) expect(sources).toContain(sha256(script));
    // Only those: any other inline script (an injected one) has no hash to match.
    expect(sources?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(sources).not.toContain(sha256('alert(1)'));
  });

  it('keeps the inlined boot data non-executable, and unable to close its script element', async () => {
    const page = (await get('/')).body;
    const blocks = [...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    const data = blocks.filter((attributes) => attributes.includes('application/json'));
    expect(data.length).toBeGreaterThan(0);
    // Every script is either a hashed inline one, the module bundle, or a JSON block.
    expect(blocks.length).toBe(data.length + 3);
  });

  const realIndex = path.resolve(import.meta.dirname, '../../../web/dist/index.html');
  it.skipIf(!fs.existsSync(realIndex))(
    'allows every inline script of the real built web app (apps/web/dist)',
    async () => {
      const real: TestApp = await createTestApp({ empty: true });
      try {
        const page = await real.app.inject('/');
        expect(page.statusCode).toBe(200);
        const sources =
          directives(String(page.headers['content-security-policy'])).get('script-src') ?? [];
        for (const script of inlineScripts(page.body)) {
          expect(sources, script.slice(0, 60)).toContain(sha256(script));
        }
        // The bundle itself is a same-origin file, allowed by 'self'.
        for (const match of page.body.matchAll(/<script[^>]*src="([^"]+)"/g)) {
          expect(match[1]).toMatch(/^\/[^/]/);
        }
      } finally {
        await real.close();
      }
    },
  );
});

describe('the CSP with a tag manager configured', () => {
  it("names Google Tag Manager's hosts on the pages once the settings name a tag", async () => {
    const tagged: TestApp = await createTestApp({ empty: true, env: { WEB_DIST_DIR: webDist } });
    try {
      await sql`
        insert into settings (key, value)
        values ('public', ${JSON.stringify({ ...defaultPublicSettings, google_tag: 'GTM-K7ABC12' })})
        on conflict (key) do update set value = excluded.value
      `.execute(tagged.database.db);
      for (const url of ['/', '/events/bank-ban']) {
        const csp = directives(
          String((await tagged.app.inject(url)).headers['content-security-policy']),
        );
        expect(csp.get('script-src'), url).toContain('https://www.googletagmanager.com');
        expect(csp.get('connect-src'), url).toContain('https://*.google-analytics.com');
        expect(csp.get('img-src'), url).toContain('https://www.googletagmanager.com');
        expect(csp.get('frame-src'), url).toContain('https://www.googletagmanager.com');
        // The rest of the policy is the same as without a tag.
        expect(csp.get('default-src'), url).toEqual(["'self'"]);
        expect(csp.get('object-src'), url).toEqual(["'none'"]);
      }
    } finally {
      await tagged.close();
    }
  });
});

const productionEnv = {
  NODE_ENV: 'production',
  WEB_DIST_DIR: '',
  PUBLIC_URL: 'https://jegy.example.hu',
  APP_SECRET: 'a-production-secret-of-forty-characters!!',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: '"Színház" <jegy@example.hu>',
  SIMPLEPAY_MERCHANT: 'PRODMERCHANT',
  SIMPLEPAY_SECRET_KEY: 'production-simplepay-secret',
  SIMPLEPAY_API_URL: 'http://127.0.0.1:9/payment/v2/',
  NAV_LOGIN: 'navlogin',
  NAV_PASSWORD: 'navpassword',
  NAV_SIGN_KEY: 'nav-sign-key-0123456789',
  NAV_TAX_NUMBER: '13421739',
  NAV_API_URL: 'http://127.0.0.1:9/invoiceService/v3',
  SZAMLAZZ_AGENT_KEY: 'szamlazz-agent-key',
  SZAMLAZZ_API_URL: 'http://127.0.0.1:9/szamla/',
};

describe('in production', () => {
  it('serves no API description unless API_DOCS switches it on', async () => {
    for (const apiDocs of [undefined, 'true']) {
      const production = await createTestApp({
        empty: true,
        env: {
          ...productionEnv,
          WEB_DIST_DIR: webDist,
          // A busy machine's event-loop delay would answer 503 instead: not what is looked at.
          MAX_EVENT_LOOP_DELAY_MS: '0',
          ...(apiDocs === undefined ? {} : { API_DOCS: apiDocs }),
        },
      });
      try {
        const expected = apiDocs === undefined ? 404 : 200;
        // Hidden, they are the API's 404 (not the app's page).
        for (const url of ['/api/docs/json', '/api/docs']) {
          const res = await production.app.inject(url);
          expect(res.statusCode, `${url} ${apiDocs}`).toBe(expected);
          if (expected === 404) expect(res.json<{ code: string }>().code).toBe('route_not_found');
        }
      } finally {
        await production.close();
      }
    }
  });

  it('adds HSTS (a year or more, with subdomains) and closes the development mailbox', async () => {
    const production = await createTestApp({
      empty: true,
      env: { ...productionEnv, WEB_DIST_DIR: webDist },
    });
    try {
      for (const url of ['/', '/api/events', '/api/profile', '/assets/index-abc123.js']) {
        const res = await production.app.inject(url);
        const hsts = res.headers['strict-transport-security'] ?? '';
        expect(hsts, url).toMatch(/max-age=(\d+)/);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, url).toContain('includeSubDomains');
      }
      expect((await production.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await production.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
