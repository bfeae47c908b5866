import fastifyMultipart from '@fastify/multipart';
import {
  adminPerformance,
  adminProduction,
  adminProductionsReply,
  errorBody,
  performanceBody,
  posterField,
  posterMaxBytes,
  posterReply,
  productionBody,
  programmeIdParams,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { AppError } from '../../lib/app-error.js';
import { createPerformance } from './create-performance.js';
import { createProduction } from './create-production.js';
import { deletePerformance } from './delete-performance.js';
import { getPerformance } from './get-performance.js';
import { createPosterFiles } from './get-poster-file.js';
import { getProduction } from './get-production.js';
import { listProductions } from './list-productions.js';
import { setPerformancePublished } from './set-performance-published.js';
import { updatePerformance } from './update-performance.js';
import { updateProduction } from './update-production.js';
import { uploadPoster } from './upload-poster.js';

const notFound = { ...staffErrors, 404: errorBody } as const;
const conflicts = { ...notFound, 409: errorBody } as const;
/** An upload: also a request that is not a form (415) or a broken one (400). */
const uploadErrors = { ...notFound, 400: errorBody, 413: errorBody, 415: errorBody } as const;

/** The multipart parser's own refusals, as the error handler words them. */
function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The programme in the back office (decision 0018), a section under /api/admin, administrators
 * only: productions with their texts and poster, and performances with their hall, sale window and
 * publishing (ticket types and information blocks: their own route files; venues and halls: the
 * venues module). Every change runs in one transaction and is audited with the administrator.
 *
 * What visitors see follows within a few seconds: each process keeps programs.json for at most
 * 3 s, cart lines' ticket names and prices for 2 s, and a sold-out answer for half a second (the
 * process that raised a capacity forgets it at once).
 */
export function programmeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this section takes files, and only one poster at a time.
    await app.register(fastifyMultipart, {
      limits: { fileSize: posterMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });

    const idParams = { params: programmeIdParams };

    // --- Productions ------------------------------------------------------------------------

    app.get(
      '/productions',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Every production with its performance counts; those coming soonest first.',
          response: { 200: adminProductionsReply, ...staffErrors },
        },
      },
      () => listProductions(deps.db),
    );

    app.post(
      '/productions',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Creates a production (texts, length, age limit).',
          body: productionBody,
          response: { 201: adminProduction, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const id = await createProduction(deps, { values: request.body, actorId: staff.id });
        return reply.status(201).send(await getProduction(deps.db, id));
      },
    );

    app.get(
      '/productions/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'A production with its poster, performances and recent changes.',
          ...idParams,
          response: { 200: adminProduction, ...notFound },
        },
      },
      (request) => getProduction(deps.db, request.params.id),
    );

    app.put(
      '/productions/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Changes a production's texts, length and age limit.",
          ...idParams,
          body: productionBody,
          response: { 200: adminProduction, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await updateProduction(deps, {
          productionId: request.params.id,
          values: request.body,
          actorId: staff.id,
        });
        return getProduction(deps.db, request.params.id);
      },
    );

    app.post(
      '/productions/:id/poster',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary:
            'Uploads the poster (multipart/form-data, field `poster`: JPEG, PNG or WebP, at most 10 MB, at least 300×400); stored resized to 600×800 WebP, with copies 300, 450 and 600 px wide in AVIF and WebP for `srcset` (`poster_sources`, decision 0059).',
          consumes: ['multipart/form-data'],
          ...idParams,
          response: { 200: posterReply, ...uploadErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const missing = AppError.validation({ poster: [{ key: 'validation.poster_missing' }] });
        let file: Buffer;
        let fileName: string;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== posterField) throw missing;
          fileName = part.filename;
          file = await part.toBuffer();
        } catch (error) {
          if (isFileTooLarge(error)) {
            throw AppError.validation({
              poster: [
                {
                  key: 'validation.poster_too_large',
                  params: { max: posterMaxBytes / 1024 / 1024 },
                },
              ],
            });
          }
          if (error instanceof AppError) throw error;
          // Busboy's own complaints about a malformed form carry no status: the request's fault.
          const status = (error as { statusCode?: unknown } | null)?.statusCode;
          if (typeof status === 'number' && status >= 400 && status < 500) throw error;
          request.log.info({ err: error }, 'malformed poster upload');
          throw new AppError('bad_request');
        }
        if (file.length === 0) throw missing;
        const uploaded = await uploadPoster(deps, {
          productionId: request.params.id,
          file,
          fileName,
          actorId: staff.id,
        });
        return {
          message: translate(request.locale, 'messages.poster_saved'),
          poster_url: uploaded.posterUrl,
          width: uploaded.width,
          height: uploaded.height,
          bytes: uploaded.bytes,
          poster_sources: uploaded.sources,
        };
      },
    );

    // --- Performances -----------------------------------------------------------------------

    app.post(
      '/performances',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Creates a performance of a production in a hall, unpublished.',
          body: performanceBody,
          response: { 201: adminPerformance, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const id = await createPerformance(deps, { body: request.body, actorId: staff.id });
        return reply.status(201).send(await getPerformance(deps.db, id));
      },
    );

    app.get(
      '/performances/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'A performance with its ticket types (sold, held, capacity) and recent changes.',
          ...idParams,
          response: { 200: adminPerformance, ...notFound },
        },
      },
      (request) => getPerformance(deps.db, request.params.id),
    );

    app.put(
      '/performances/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: "Changes a performance's date, hall, address, sale window, VIP and fee.",
          description:
            'Another hall must hold what its ticket types add up to (422 on hall_id); tickets already sold keep what was printed on them. Once a ticket is sold the start is not changed here (422 on starts_at): `POST /api/admin/performances/{id}/move` moves it and tells the buyers (decision 0048).',
          ...idParams,
          body: performanceBody,
          response: { 200: adminPerformance, ...notFound },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await updatePerformance(deps, {
          eventId: request.params.id,
          body: request.body,
          actorId: staff.id,
        });
        return getPerformance(deps.db, request.params.id);
      },
    );

    app.delete(
      '/performances/:id',
      {
        config: { permission: 'programme' },
        schema: {
          tags: ['admin'],
          summary: 'Deletes a performance nothing was sold, ordered or held of.',
          description:
            'With its ticket types, its own information blocks and coupon targets; 409 `performance_in_use` when a ticket was sold, an order line (of any order), a ticket or a live hold refers to it: unpublish it instead.',
          ...idParams,
          response: { 204: z.null(), ...conflicts },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await deletePerformance(deps, { eventId: request.params.id, actorId: staff.id });
        return reply.status(204).send(null);
      },
    );

    for (const [path, published] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      app.post(
        `/performances/:id/${path}`,
        {
          config: { permission: 'programme' },
          schema: {
            tags: ['admin'],
            summary: published
              ? 'Publishes a performance (it needs a ticket type).'
              : 'Takes a performance off the programme.',
            ...idParams,
            response: { 200: adminPerformance, ...conflicts },
          },
        },
        async (request) => {
          const staff = await requireStaff(request, deps);
          await setPerformancePublished(deps, {
            eventId: request.params.id,
            published,
            actorId: staff.id,
          });
          return getPerformance(deps.db, request.params.id);
        },
      );
    }
  };
}

/**
 * `/storage/posters/{name}` of the posters uploaded in the back office (the bundled ones are
 * served from the assets folder, each under its own route, which wins over this one). A name is
 * never reused, so a year's caching is safe; an outdated upload's name redirects to the current
 * poster, an unknown one answers 404.
 */
export function posterFileRoutes(deps: AppDeps): FastifyPluginAsync {
  const posters = createPosterFiles(deps.db);
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get<{ Params: { name: string } }>('/storage/posters/:name', async (request, reply) => {
      const file = await posters.load(request.params.name);
      if (file.kind === 'none') throw new AppError('not_found');
      if (file.kind === 'moved') {
        return reply.header('cache-control', 'public, max-age=60').redirect(file.location, 302);
      }
      void reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        .header('cross-origin-resource-policy', 'same-origin')
        .type(file.contentType);
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return reply.send(file.image);
    });
  };
}
