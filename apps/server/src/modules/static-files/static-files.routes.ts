import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { listEvents } from '../catalog/list-events.js';
import { getPublicSettings } from '../settings/get-public-settings.js';
import { listCountries } from './list-countries.js';

interface Cached {
  body: string;
  etag: string;
  until: number;
}

/**
 * The spec's static JSON files under /storage/, generated from the database. Each process keeps a
 * file for a few seconds (the programme is the hottest read of a sale spike) and browsers
 * revalidate with the ETag, so an unchanged file costs a 304.
 */
export function staticFileRoutes(deps: AppDeps, ttlMs = 3000): FastifyPluginAsync {
  const files: Record<string, () => Promise<unknown>> = {
    'programs.json': () => listEvents(deps.db, deps.clock),
    'public_settings.json': () => getPublicSettings(deps.db),
    'countries.json': () => Promise.resolve(listCountries()),
  };
  const cache = new Map<string, Cached>();

  async function load(name: string, build: () => Promise<unknown>): Promise<Cached> {
    const now = Date.now();
    const hit = cache.get(name);
    if (hit && hit.until > now) return hit;
    const body = JSON.stringify(await build());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, until: now + ttlMs };
    cache.set(name, entry);
    return entry;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    for (const [name, build] of Object.entries(files)) {
      app.get(
        `/storage/${name}`,
        { schema: { hide: true } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const file = await load(name, build);
          void reply
            .header('etag', file.etag)
            .header('cache-control', 'no-cache')
            .type('application/json; charset=utf-8');
          if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
          return reply.send(file.body);
        },
      );
    }
  };
}
