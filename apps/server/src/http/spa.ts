import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

/** What a page gets besides index.html. */
export interface PageExtras {
  /** Markup put at the end of <head> (the inlined boot data). */
  head: string;
  /** Headers of this page that differ from every reply's (a Content-Security-Policy). */
  headers?: Record<string, string>;
  /**
   * The page's own `<title>` and description are in `head` (decision 0061): index.html's are
   * left out. Without it (the page could not be built) index.html's stay.
   */
  titled?: boolean;
  /** The page's language, for `<html lang>`. */
  lang?: string;
  /** Markup put before the app's root: the page's content as the server renders it. */
  body?: string;
  /** The status when the page itself says (an event that is not there: 404). */
  status?: number;
}

/**
 * The built web app, served by the same process: files as they are (hashed assets cached for a
 * year), and index.html for every other GET outside /api so client-side routes load on refresh.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  pageFor: (request: FastifyRequest) => Promise<PageExtras>,
  /** Where a page asked for on the wrong host belongs (permanently); null: serve it here. */
  redirectOf: (request: FastifyRequest) => string | null = () => null,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  const indexHtml = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  // index.html without its own title and description, for pages that bring theirs.
  const untitledHtml = indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status = 200) {
    // Only pages move: the API, IPNs, probes, files and data answer on any host.
    const elsewhere = redirectOf(request);
    if (elsewhere !== null) return reply.redirect(elsewhere, 308);
    let extras: PageExtras = { head: '' };
    try {
      extras = await pageFor(request);
      if (extras.headers) void reply.headers(extras.headers);
    } catch (error) {
      // Without its database the shop still sends the app: it fetches, gets 503, and shows the
      // service-unavailable modal that keeps probing until the shop is back.
      request.log.warn({ err: error }, 'page sent without boot data');
    }
    // Preview links are for staff: never indexed.
    if (request.url.startsWith('/preview/')) void reply.header('x-robots-tag', 'noindex, nofollow');
    let html = (extras.titled ? untitledHtml : indexHtml).replace(
      '</head>',
      () => `${extras.head}</head>`,
    );
    if (extras.lang) html = html.replace('<html lang="hu"', () => `<html lang="${extras.lang}"`);
    if (extras.body) html = html.replace('<div id="root">', () => `${extras.body}<div id="root">`);
    return reply
      .status(extras.status ?? status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        void res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : 'no-cache',
        );
      },
    });
  }

  if (hasSpa) {
    app.get('/', { schema: { hide: true } }, sendPage);
    app.get('/index.html', { schema: { hide: true } }, sendPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/storage/') &&
      // A path with an extension is a missing file, not a page.
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (isPage && hasSpa) {
      // The app is sent either way; an address that is none of its pages is a missing page.
      return sendPage(request, reply, isAppPage(url.split('?')[0] ?? '/') ? 200 : 404);
    }
    return reply.status(404).send({
      message: translate(request.locale, 'errors.route_not_found'),
      code: 'route_not_found',
    });
  });
}
