import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sharePng } from './poster-image-size.js';
import { buildRobots, buildSitemap } from './sitemap.js';

/** How long a built sitemap is served before it is built again. */
const sitemapTtlMs = 60_000;

/**
 * Files for search engines and link previews (decision 0061): /robots.txt, /sitemap.xml, and the
 * bundled SVG posters as PNGs (/storage/share/{name}.png). Not API calls: left out of OpenAPI
 * like the other files under /storage.
 */
export function publicPageRoutes(deps: {
  db: Db;
  publicUrl: string;
  postersDir: string;
}): FastifyPluginAsync {
  let sitemap: { body: string; until: number } | null = null;
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(buildRobots(deps.publicUrl)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      if (!sitemap || sitemap.until <= Date.now()) {
        sitemap = {
          body: await buildSitemap(deps.db, deps.publicUrl),
          until: Date.now() + sitemapTtlMs,
        };
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(sitemap.body);
    });

    app.get<{ Params: { name: string } }>(
      '/storage/share/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const png = await sharePng(deps.postersDir, request.params.name);
        if (!png) return reply.callNotFound();
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
      },
    );
  };
}
