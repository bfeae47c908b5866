import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createShow } from '../modules/cart/cart-test-kit.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>shop</title><script>document.title = 1;</script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every page route with index.html and its own title (decision 0061), never cached', async () => {
    const show = await createShow(t.database.db);
    for (const url of [
      '/',
      '/en/',
      `/events/${show.url}`,
      `/en/events/${show.url}/info?x=1`,
      '/Profile/',
      '/verify-email/7/abc',
      '/admin',
      '/admin/no-such-page',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      // The page's own title in place of index.html's, and index.html's script kept.
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body, url).not.toContain('<title>shop</title>');
      expect(res.body, url).toContain('<script>document.title = 1;</script>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address that is none of its pages 404, with the app (its not-found page)', async () => {
    for (const url of [
      '/nincs/ilyen/oldal',
      '/events',
      '/events/a/b/c',
      '/profilx',
      '/en/nope',
      '/events/no-such-performance',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    // The API and missing files still answer JSON 404s.
    expect((await t.app.inject('/api/nope')).json()).toMatchObject({ code: 'route_not_found' });
  });

  it('inlines the public settings, and on the home page the programme, as JSON data blocks', async () => {
    const home = (await t.app.inject('/')).body;
    const block = (html: string, id: string) =>
      new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1];
    const settings = JSON.parse(block(home, 'boot-public-settings') ?? 'null') as {
      theatre_name: string;
    };
    expect(settings.theatre_name).toBeTruthy();
    const programme = JSON.parse(block(home, 'boot-programme') ?? 'null') as unknown[];
    expect(programme).toEqual((await t.app.inject('/api/events')).json());
    const other = (await t.app.inject('/events/valami')).body;
    expect(block(other, 'boot-public-settings')).toBeDefined();
    expect(block(other, 'boot-programme')).toBeUndefined();
    // The pop-up banner's picture is fetched from the first byte.
    expect(home).toContain('<link rel="preload" as="image" href="/storage/posters/evadnyito.svg">');
    // Nothing inside a block can close the script element.
    expect(home.match(/<\/script>/g)?.length).toBe(3);
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends a real Content-Security-Policy and the usual security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // The one inline script of index.html is allowed by its hash, and nothing else inline.
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' 'sha256-b9HtH2gd9MVkIvI/rdk6j6qa034Lrp+zsPS6oNA07JM='",
    );
    expect(res.headers['content-security-policy']).not.toContain("unsafe-inline' https://www");
    // A picked poster is previewed from its object URL before it is uploaded.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeDefined();
  });
});

describe('the API error format', () => {
  it('answers unknown API routes with JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nincs-ilyen'],
      ['POST', '/api/events'],
      ['DELETE', '/api/settings/public'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Nincs ilyen végpont.', code: 'route_not_found' });
    }
  });

  it('answers broken JSON with 400 and a wrong content type with 415', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"exception_message": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'bad_request' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('keeps a client request id when it is well-formed', async () => {
    const res = await t.app.inject({
      url: '/api/available',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const bad = await t.app.inject({
      url: '/api/available',
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('a b<c>');
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/events/{id}/ticket-infos', '/api/available']),
    );
  });
});
