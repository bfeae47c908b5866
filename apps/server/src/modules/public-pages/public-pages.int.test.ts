import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createShow } from '../cart/cart-test-kit.js';

// Decision 0061: every public page's HTML, as the server sends it and without any script, says
// what it is: title, description, canonical address, alternates, link-preview tags, and for a
// performance its schema.org data; /sitemap.xml lists every published performance page in both
// languages and validates against the sitemap schema; /robots.txt points at it.

let t: TestApp;
let webDist: string;
let show: Awaited<ReturnType<typeof createShow>>;
let vipOnly: Awaited<ReturnType<typeof createShow>>;
let unpublished: Awaited<ReturnType<typeof createShow>>;
const publicUrl = 'https://jegy.example.hu';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'public-pages-web-dist-'));
  // index.html as the build writes it: its own title and description, the app's root.
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="hu"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Online jegypénztár" /><title>Jegypénztár</title>' +
      '</head><body><div id="root"><div id="boot"></div></div></body></html>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL: publicUrl } });
  show = await createShow(t.database.db, { capacity: 10, price: 4200, extraTypes: 1 });
  vipOnly = await createShow(t.database.db, { eventVipOnly: true });
  unpublished = await createShow(t.database.db, { published: false });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A sitemap checked by libxml2 against the sitemap 0.9 schema (and its xhtml:link alternates). */
function validateSitemap(xml: string) {
  const schemas = path.join(import.meta.dirname, 'schemas');
  const read = (name: string) => ({
    fileName: name,
    contents: fs.readFileSync(path.join(schemas, name), 'utf8'),
  });
  return validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [read('sitemap.xsd')],
    preload: [read('xhtml-link.xsd')],
  });
}

async function page(url: string) {
  // On the shop's own host (PUBLIC_URL's): pages asked for on another are redirected there.
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'jegy.example.hu' } });
  const html = res.body;
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  return {
    status: res.statusCode,
    html,
    lang: attr(/<html lang="([^"]+)"/),
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
      ),
    ),
    og: (property: string) => attr(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
    robots: attr(/<meta name="robots" content="([^"]+)"/),
    jsonLd: all(/<script type="application\/ld\+json">(.*?)<\/script>/g).map(
      (json) => JSON.parse(json ?? '') as Record<string, unknown>,
    ),
  };
}

describe('pages as the server sends them (no script run)', () => {
  it('the programme, in both languages, with its own title, addresses and content', async () => {
    for (const [url, lang, own] of [
      ['/', 'hu', `${publicUrl}/`],
      ['/en/', 'en', `${publicUrl}/en/`],
    ] as const) {
      const home = await page(url);
      expect(home.status, url).toBe(200);
      expect(home.lang).toBe(lang);
      expect(home.titles).toEqual([
        lang === 'hu' ? expect.stringMatching(/^Műsor · /) : expect.stringMatching(/^Programme · /),
      ]);
      expect(home.descriptions).toHaveLength(1);
      expect(home.canonical).toBe(own);
      expect(home.alternates).toEqual({
        hu: `${publicUrl}/`,
        en: `${publicUrl}/en/`,
        'x-default': `${publicUrl}/`,
      });
      expect(home.og('url')).toBe(own);
      expect(home.og('title')).toBe(home.titles[0]);
      expect(home.og('locale')).toBe(lang === 'hu' ? 'hu_HU' : 'en_GB');
      // The performance is in the HTML, linked at its address in the page's language.
      expect(home.html).toContain(lang === 'hu' ? 'Próbaelőadás' : 'Test show');
      expect(home.html).toContain(`href="${lang === 'en' ? '/en' : ''}/events/${show.url}"`);
      expect(home.robots).toBeUndefined();
    }
  });

  it('a performance: title, canonical at its slug, alternates, Open Graph with the poster and its size, TheaterEvent data', async () => {
    for (const lang of ['hu', 'en'] as const) {
      const prefix = lang === 'en' ? '/en' : '';
      // Asked for by id: the canonical address is still the slug's.
      const event = await page(`${prefix}/events/${show.eventId}`);
      expect(event.status).toBe(200);
      expect(event.lang).toBe(lang);
      const own = `${publicUrl}${prefix}/events/${show.url}`;
      expect(event.canonical).toBe(own);
      expect(event.alternates).toEqual({
        hu: `${publicUrl}/events/${show.url}`,
        en: `${publicUrl}/en/events/${show.url}`,
        'x-default': `${publicUrl}/events/${show.url}`,
      });
      expect(event.titles[0]).toMatch(lang === 'hu' ? /^Próbaelőadás \d+ · / : /^Test show \d+ · /);
      expect(event.og('image')).toMatch(/^https:\/\/jegy\.example\.hu\//);
      expect(Number(event.og('image:width'))).toBeGreaterThan(0);
      expect(Number(event.og('image:height'))).toBeGreaterThan(0);
      expect(event.html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(event.jsonLd).toHaveLength(1);
      const data: Record<string, unknown> = event.jsonLd[0] ?? {};
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'TheaterEvent',
        url: own,
        duration: 'PT90M',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'PerformingArtsTheater', address: { '@type': 'PostalAddress' } },
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'HUF',
          lowPrice: 4200,
        },
      });
      expect(JSON.stringify(data['offers'])).toMatch(/"availability":"https:\/\/schema\.org\/\w+"/);
      expect(Date.parse(String(data['startDate']))).toBeGreaterThan(Date.now());
      expect(event.html).toContain('4200 Ft');
    }
  });

  it('a cancelled performance says so in its data', async () => {
    const cancelled = await createShow(t.database.db);
    await t.database.db
      .updateTable('events')
      .set({ cancelled_at: new Date(), cancellation_reason: 'Betegség' })
      .where('id', '=', cancelled.eventId)
      .execute();
    const event = await page(`/events/${cancelled.url}`);
    expect(event.jsonLd[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  });

  it('a performance that is not there, VIP-only or unpublished: 404, kept out of search', async () => {
    for (const url of [
      '/events/no-such-show',
      `/events/${vipOnly.url}`,
      `/events/${unpublished.url}`,
      '/en/nope',
    ]) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.robots, url).toBe('noindex, nofollow');
      expect(missing.jsonLd, url).toEqual([]);
      expect(missing.html, url).not.toContain('id="prerender"');
    }
  });

  it('other public pages carry their own title and addresses; personal ones are kept out', async () => {
    const login = await page('/en/login');
    expect(login.titles[0]).toMatch(/^Sign in|^Log in|^Login/);
    expect(login.canonical).toBe(`${publicUrl}/en/login`);
    expect(login.alternates['hu']).toBe(`${publicUrl}/login`);
    for (const url of ['/cart', '/en/profile', '/payment/success?order=1', '/admin']) {
      const personal = await page(url);
      expect(personal.status, url).toBe(200);
      expect(personal.robots, url).toBe('noindex, nofollow');
      expect(personal.canonical, url).toBeUndefined();
      expect(personal.titles, url).toHaveLength(1);
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the programme and every published public performance in both languages, valid by the schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const result = await validateSitemap(res.body);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${publicUrl}/`);
    expect(locs).toContain(`${publicUrl}/en/`);
    const published = await t.database.db
      .selectFrom('events')
      .select('url')
      .where('published', '=', true)
      .where('vip_only', '=', false)
      .execute();
    for (const { url } of published) {
      expect(locs).toContain(`${publicUrl}/events/${url}`);
      expect(locs).toContain(`${publicUrl}/en/events/${url}`);
    }
    expect(locs.some((loc) => loc?.includes(vipOnly.url))).toBe(false);
    expect(locs.some((loc) => loc?.includes(unpublished.url))).toBe(false);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}/en/events/${show.url}"/>`,
    );
  });

  it('the schema check itself refuses a broken sitemap', async () => {
    const result = await validateSitemap(
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><lastmod>yesterday</lastmod></url></urlset>',
    );
    expect(result.valid).toBe(false);
  });

  it('robots.txt keeps personal and staff pages out, in both languages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of [
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /en/cart',
      'Disallow: /profile',
      'Disallow: /payment/',
      'Disallow: /en/payment/',
    ]) {
      expect(res.body).toContain(line);
    }
    expect(res.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});
