import type {
  AdminProduction,
  AdminProductionSummary,
  EventDetails,
  EventSummary,
  PosterSource,
} from '@theatre/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { gradientPicture, photoLikePng, postPoster } from './poster-test-kit.js';
import { createdPerformance, programmeCall } from './programme-test-kit.js';

// An uploaded poster's copies for `srcset` (decision 0059): made at upload, kept in PostgreSQL,
// served under their own immutable names, and offered to the shop as `poster_sources`.

let world: CheckoutWorld;
let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'plakatvaltozat', 'admin');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

const expectedSources = [
  ['image/avif', 300, 400],
  ['image/avif', 450, 600],
  ['image/avif', 600, 800],
  ['image/webp', 300, 400],
  ['image/webp', 450, 600],
  ['image/webp', 600, 800],
];

const shape = (sources: readonly PosterSource[]) =>
  sources.map((source) => [source.type, source.width, source.height]);

async function eventsSources(eventId: number) {
  const list = await world.client.call<EventSummary[]>('GET', '/api/events');
  const details = await world.client.call<EventDetails>('GET', `/api/events/${String(eventId)}`);
  return {
    list: list.body.find((event) => event.id === eventId)?.poster_sources,
    details: details.body.poster_sources,
  };
}

describe('a poster’s copies for srcset', () => {
  it('are made at upload, stored, served with their type for a year, and offered to the shop', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const reply = await postPoster(world, admin.token, show.productionId, {
      content: await photoLikePng(1200, 1600),
    });
    expect(reply.status).toBe(200);
    expect(shape(reply.body.poster_sources)).toEqual(expectedSources);
    const webp600 = reply.body.poster_sources.at(-1);
    expect(webp600?.url).toBe(reply.body.poster_url);
    for (const source of reply.body.poster_sources) {
      expect(source.url).toMatch(
        /^\/storage\/posters\/upload-\d+-[0-9a-f]{16}(-\d+)?\.(avif|webp)$/,
      );
    }

    const stored = await db()
      .selectFrom('production_poster_variants')
      .select(['name', 'content_type', 'width', 'height', 'image'])
      .where('production_id', '=', show.productionId)
      .orderBy('content_type')
      .orderBy('width')
      .execute();
    expect(stored.map((row) => [row.content_type, row.width, row.height])).toEqual(
      expectedSources.slice(0, 5),
    );

    for (const source of reply.body.poster_sources) {
      const served = await world.t.app.inject({ method: 'GET', url: source.url });
      expect(served.statusCode, source.url).toBe(200);
      expect(served.headers['content-type']).toBe(source.type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['etag']).toBeTruthy();
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
      if (source.type === 'image/avif') expect(meta.compression).toBe('av1');
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: source.width,
        height: source.height,
      });
      const row = stored.find((each) => source.url.endsWith(`/${each.name}`));
      if (row) expect(served.rawPayload.equals(row.image)).toBe(true);
      const again = await world.t.app.inject({
        method: 'GET',
        url: source.url,
        headers: { 'if-none-match': String(served.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
    }

    const sources = await eventsSources(show.eventId);
    expect(sources.list).toEqual(reply.body.poster_sources);
    expect(sources.details).toEqual(reply.body.poster_sources);
    // The back office's list and production page show them too.
    const production = await programmeCall<AdminProduction>(
      world,
      'GET',
      `/api/admin/productions/${String(show.productionId)}`,
      admin.token,
    );
    expect(production.body.poster_sources).toEqual(reply.body.poster_sources);
    const productions = await programmeCall<AdminProductionSummary[]>(
      world,
      'GET',
      '/api/admin/productions',
      admin.token,
    );
    const listed = productions.body.find((each) => each.id === show.productionId);
    expect(listed?.poster_sources).toEqual(reply.body.poster_sources);
    expect(
      productions.body.find((each) => each.poster_url.endsWith('.svg'))?.poster_sources,
    ).toEqual([]);
  });

  it('are replaced by a new upload; an old copy’s address leads to the current poster', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const first = await postPoster(world, admin.token, show.productionId, {
      content: await gradientPicture(900, 1200, 'png'),
    });
    const second = await postPoster(world, admin.token, show.productionId, {
      content: await gradientPicture(400, 600, 'jpeg'),
      type: 'image/jpeg',
    });
    expect(second.status).toBe(200);
    // A 400 px wide poster: no copy wider than it.
    expect(shape(second.body.poster_sources)).toEqual([
      ['image/avif', 300, 400],
      ['image/avif', 400, 533],
      ['image/webp', 300, 400],
      ['image/webp', 400, 533],
    ]);
    const rows = await db()
      .selectFrom('production_poster_variants')
      .select('name')
      .where('production_id', '=', show.productionId)
      .execute();
    expect(rows).toHaveLength(3);
    const oldCopy = first.body.poster_sources[0]?.url ?? '';
    const old = await world.t.app.inject({ method: 'GET', url: oldCopy });
    expect(old.statusCode).toBe(302);
    expect(old.headers['location']).toBe(second.body.poster_url);
    expect((await eventsSources(show.eventId)).details).toEqual(second.body.poster_sources);
  });

  it('are none for a bundled SVG poster; an upload from before them offers its one WebP', async () => {
    const list = await world.client.call<EventSummary[]>('GET', '/api/events');
    const bundled = list.body.filter((event) => event.img_path.endsWith('.svg'));
    expect(bundled.length).toBeGreaterThan(0);
    for (const event of bundled) expect(event.poster_sources).toEqual([]);

    const show = await createdPerformance(world, admin.token, { publish: true });
    const reply = await postPoster(world, admin.token, show.productionId, {
      content: await gradientPicture(600, 800, 'png'),
    });
    // As a poster uploaded before migration 0038 is: the poster without copies.
    await db()
      .deleteFrom('production_poster_variants')
      .where('production_id', '=', show.productionId)
      .execute();
    const sources = await eventsSources(show.eventId);
    expect(sources.details).toEqual([
      { url: reply.body.poster_url, type: 'image/webp', width: 600, height: 800 },
    ]);
  });

  it('are described in the OpenAPI document of the programme and the upload', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    type Schema = { properties?: Record<string, Schema>; items?: Schema };
    type Operation = {
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    };
    const doc = res.json<{ paths: Record<string, { get?: Operation; post?: Operation }> }>();
    const schemaOf = (operation: Operation | undefined) =>
      operation?.responses['200']?.content?.['application/json']?.schema;
    const list = schemaOf(doc.paths['/api/events']?.get)?.items;
    const details = schemaOf(doc.paths['/api/events/{id}']?.get);
    const upload = schemaOf(doc.paths['/api/admin/productions/{id}/poster']?.post);
    for (const schema of [list, details, upload]) {
      expect(Object.keys(schema?.properties?.['poster_sources']?.items?.properties ?? {})).toEqual([
        'url',
        'type',
        'width',
        'height',
      ]);
    }
    // The spec's field stays as it was.
    expect(list?.properties?.['img_path']).toBeTruthy();
  });
});
