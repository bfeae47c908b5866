import type { AdminProduction, EventSummary } from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { gradientPicture, postPoster, type PosterFile } from './poster-test-kit.js';
import {
  auditOf,
  createdPerformance,
  productionSample,
  programmeCall,
} from './programme-test-kit.js';

// Posters uploaded in the back office: checked by their content, resized on the server to what
// the shop shows, kept in PostgreSQL (no local disk) and served under /storage/posters/ with
// a year's caching, beside the bundled posters.

let world: CheckoutWorld;
let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'plakat', 'admin');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

const picture = gradientPicture;

function upload(
  productionId: number,
  file: PosterFile,
  options: { lang?: 'hu' | 'en'; token?: string } = {},
) {
  return postPoster(world, options.token ?? admin.token, productionId, file, options.lang);
}

async function newProduction(): Promise<number> {
  const reply = await programmeCall<AdminProduction>(
    world,
    'POST',
    '/api/admin/productions',
    admin.token,
    { body: productionSample() },
  );
  return reply.body.id;
}

describe('uploading a poster', () => {
  it('resizes a PNG to the shop’s 3:4 WebP, stores it in the database and serves it for a year', async () => {
    const productionId = await newProduction();
    const original = await picture(1200, 1800, 'png');
    const reply = await upload(productionId, { content: original, filename: 'Bánk bán.png' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ width: 600, height: 800 });
    expect(reply.body.poster_url).toMatch(/^\/storage\/posters\/upload-\d+-[0-9a-f]{16}\.webp$/);
    expect(reply.body.bytes).toBeLessThan(original.length);

    const stored = await db()
      .selectFrom('production_posters')
      .select(['name', 'content_type', 'image', 'width', 'height', 'original_name', 'uploaded_by'])
      .where('production_id', '=', productionId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      content_type: 'image/webp',
      width: 600,
      height: 800,
      original_name: 'Bánk bán.png',
      uploaded_by: admin.userId,
    });
    const meta = await sharp(stored.image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    const production = await db()
      .selectFrom('productions')
      .select('poster')
      .where('id', '=', productionId)
      .executeTakeFirstOrThrow();
    expect(production.poster).toBe(stored.name);

    const served = await world.t.app.inject({ method: 'GET', url: reply.body.poster_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored.image)).toBe(true);
    const again = await world.t.app.inject({
      method: 'GET',
      url: reply.body.poster_url,
      headers: { 'if-none-match': String(served.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);

    const details = await programmeCall<AdminProduction>(
      world,
      'GET',
      `/api/admin/productions/${productionId}`,
      admin.token,
    );
    expect(details.body).toMatchObject({
      poster_url: reply.body.poster_url,
      poster_uploaded: true,
    });
    const trail = await auditOf(db(), 'production', productionId);
    expect(trail.at(-1)).toMatchObject({
      action: 'production.poster_uploaded',
      actor_id: admin.userId,
      data: { poster: stored.name, previous: null, width: 600, height: 800 },
    });
  });

  it('crops a wide JPEG from the centre and keeps a small one at its own size, 3:4', async () => {
    const productionId = await newProduction();
    const wide = await upload(productionId, {
      content: await picture(2000, 1000, 'jpeg'),
      type: 'image/jpeg',
    });
    expect(wide.status).toBe(200);
    expect(wide.body).toMatchObject({ width: 600, height: 800 });
    const small = await upload(productionId, {
      content: await picture(330, 460, 'webp'),
      type: 'image/webp',
    });
    expect(small.status).toBe(200);
    expect(small.body).toMatchObject({ width: 330, height: 440 });
  });

  it('shows the new poster in the shop, and leads an old address to the current poster', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const first = await upload(show.productionId, { content: await picture(600, 800, 'png') });
    const second = await upload(show.productionId, { content: await picture(900, 1200, 'jpeg') });
    expect(second.body.poster_url).not.toBe(first.body.poster_url);
    const events = await world.client.call<EventSummary[]>('GET', '/api/events');
    expect(events.body.find((event) => event.id === show.eventId)?.img_path).toBe(
      second.body.poster_url,
    );
    const old = await world.t.app.inject({ method: 'GET', url: first.body.poster_url });
    expect(old.statusCode).toBe(302);
    expect(old.headers['location']).toBe(second.body.poster_url);
    expect(
      await db()
        .selectFrom('production_posters')
        .select('name')
        .where('production_id', '=', show.productionId)
        .execute(),
    ).toHaveLength(1);
  });

  it('still serves the bundled posters, and 404 for a name that is neither', async () => {
    const bundled = await world.t.app.inject({
      method: 'GET',
      url: '/storage/posters/default.svg',
    });
    expect(bundled.statusCode).toBe(200);
    expect(bundled.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(bundled.headers['cache-control']).toBe('public, max-age=86400');
    expect(
      (await world.t.app.inject({ method: 'GET', url: '/storage/posters/nincs.svg' })).statusCode,
    ).toBe(404);
    // An upload's name for a production without one: the default poster.
    const gone = await world.t.app.inject({
      method: 'GET',
      url: '/storage/posters/upload-999999-0123456789abcdef.webp',
    });
    expect(gone.statusCode).toBe(302);
    expect(gone.headers['location']).toBe('/storage/posters/default.svg');
  });
});

describe('refusing a poster', () => {
  let productionId: number;
  beforeAll(async () => {
    productionId = await newProduction();
  });

  it('that is not a JPEG, PNG or WebP by its content, whatever its name says (422, translated)', async () => {
    const svg = await upload(
      productionId,
      {
        content: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"></svg>',
        filename: 'plakat.png',
        type: 'image/png',
      },
      { lang: 'hu' },
    );
    expect(svg.status).toBe(422);
    expect(svg.body.errors).toEqual({ poster: ['A plakát JPEG, PNG vagy WebP kép lehet.'] });
    for (const format of ['gif', 'tiff'] as const) {
      const reply = await upload(productionId, { content: await picture(600, 800, format) });
      expect(reply.status, format).toBe(422);
      expect(reply.body.errors?.['poster']).toEqual([
        'The poster must be a JPEG, PNG or WebP image.',
      ]);
    }
    const pdf = await upload(productionId, {
      content: '%PDF-1.7 not a picture',
      type: 'application/pdf',
    });
    expect(pdf.status).toBe(422);
  });

  it('that is broken behind a valid header', async () => {
    const png = await picture(600, 800, 'png');
    const reply = await upload(productionId, { content: png.subarray(0, 200) });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual(['poster']);
  });

  it('that is too small, or larger than 10 MB', async () => {
    const small = await upload(productionId, { content: await picture(200, 300, 'png') });
    expect(small.status).toBe(422);
    expect(small.body.errors?.['poster']).toEqual(['The poster must be at least 300×400 pixels.']);
    const huge = Buffer.concat([await picture(600, 800, 'png'), randomBytes(11 * 1024 * 1024)]);
    const large = await upload(productionId, { content: huge });
    expect(large.status).toBe(422);
    expect(large.body.errors?.['poster']).toEqual(['The poster can be at most 10 MB.']);
  });

  it('that is missing, or not sent as a form', async () => {
    const other = await upload(productionId, {
      field: 'kep',
      content: await picture(600, 800, 'png'),
    });
    expect(other.status).toBe(422);
    expect(other.body.errors?.['poster']).toEqual(['Choose an image file.']);
    const json = await programmeCall(
      world,
      'POST',
      `/api/admin/productions/${productionId}/poster`,
      admin.token,
      { body: { poster: 'x' } },
    );
    expect(json.status).toBe(415);
    const broken = await world.t.app.inject({
      method: 'POST',
      url: `/api/admin/productions/${productionId}/poster`,
      payload: 'nem multipart',
      headers: {
        'content-type': 'multipart/form-data; boundary=semmi',
        authorization: `Bearer ${admin.token}`,
      },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    // Nothing was stored for all that.
    expect(
      await db()
        .selectFrom('production_posters')
        .select('name')
        .where('production_id', '=', productionId)
        .execute(),
    ).toEqual([]);
  });

  it('for an unknown production, or from someone who is not an administrator', async () => {
    const png = await picture(600, 800, 'png');
    expect((await upload(999_999, { content: png })).status).toBe(404);
    const cashier = await signedInBuyer(world, 'penztar', 'cashier');
    expect((await upload(productionId, { content: png }, { token: cashier.token })).status).toBe(
      403,
    );
  });
});
