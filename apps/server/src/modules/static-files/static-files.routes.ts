import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { staticFileNames, type StaticData } from './static-data.js';

/** If-None-Match may list several tags, and proxies that compress mark them weak (`W/"…"`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** GET /storage/{programs,public_settings,countries}.json, revalidated by ETag. */
export function staticFileRoutes(staticData: StaticData): FastifyPluginAsync {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    for (const name of staticFileNames) {
      app.get(
        `/storage/${name}`,
        { schema: { hide: true } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const file = await staticData.load(name);
          void reply
            .header('etag', file.etag)
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8');
          if (etagMatches(request.headers['if-none-match'], file.etag)) {
            return reply.status(304).send();
          }
          return reply.send(file.body);
        },
      );
    }
  };
}
