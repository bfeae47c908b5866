import type { SeatMapImportWarning } from '@theatre/contracts';
import type { SeatMapDocument } from '@theatre/seating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { auditOf } from '../programme/programme-test-kit.js';
import { adminCaller, gridDocument, newHall, type AdminCall } from './seat-map-admin-test-kit.js';
import { createSeatedShow } from './seating-test-kit.js';

// A hall's seat map in the back office (decision 0036): read as the shop's document, saved after
// the seating package's checks, imported without saving, exported as a download.

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let cashier: { token: string };
let call: AdminCall;

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'terkep', 'admin');
  cashier = await signedInBuyer(world, 'terkep-penztar', 'cashier');
  call = adminCaller(world, () => admin.token);
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

interface MapReply {
  hall_id: number;
  version: number;
  frozen: boolean;
  performances_on_it: number;
  performances_moved?: number;
  document: SeatMapDocument;
}

const seatIdsOf = (doc: SeatMapDocument) =>
  doc.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => seat.id)));

async function download(url: string) {
  const res = await world.t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
  });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

describe("a hall's seat map", () => {
  it('saves a map on a general-admission hall, which becomes seated, and reads it back', async () => {
    const hallId = await newHall(call, 100);
    const none = await call('GET', `/api/admin/halls/${hallId}/seat-map`);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('seat_map_not_found');
    expect((await call('GET', '/api/admin/halls/2000000000/seat-map')).body.code).toBe(
      'hall_not_found',
    );

    const saved = await call<MapReply>('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: gridDocument(3, 6),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      hall_id: hallId,
      version: 1,
      frozen: false,
      performances_on_it: 0,
      performances_moved: 0,
    });
    const ids = seatIdsOf(saved.body.document);
    expect(ids).toHaveLength(18);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const read = await call<MapReply>('GET', `/api/admin/halls/${hallId}/seat-map`);
    expect(read.status).toBe(200);
    expect(read.body.document).toEqual(saved.body.document);
    expect(read.body.document.sections[0]?.rows[0]?.seats[4]).toMatchObject({
      label: '5',
      block: 1,
    });
    const hall = await db()
      .selectFrom('halls')
      .select(['seating', 'capacity'])
      .where('id', '=', hallId)
      .executeTakeFirstOrThrow();
    expect(hall).toEqual({ seating: 'seated', capacity: 18 });
    expect((await auditOf(db(), 'hall', hallId)).at(-1)?.action).toBe('hall.seat_map_saved');

    // An edit keeps the seats' ids; an unfrozen version is edited in place.
    const doc = structuredClone(read.body.document);
    doc.sections[0]?.rows[0]?.seats.push({ label: '7', x: 95, y: 40, block: 1 });
    doc.width = 200;
    const edited = await call<MapReply>('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: doc,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(1);
    const editedIds = seatIdsOf(edited.body.document);
    expect(editedIds.slice(0, 6)).toEqual(ids.slice(0, 6));
    expect(editedIds).toHaveLength(19);
  });

  it('answers a wrong map with 422, each problem translated under its path', async () => {
    const hallId = await newHall(call);
    const doc = gridDocument(2, 4);
    const section = doc.sections[0];
    if (!section?.rows[1]) throw new Error('no row');
    section.rows[1].label = '1';
    const seat = section.rows[0]?.seats[2];
    if (!seat) throw new Error('no seat');
    seat.label = '2';
    seat.x = 10_000;
    const bad = await call('PUT', `/api/admin/halls/${hallId}/seat-map`, { body: doc });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'sections.0.rows.1.label': ['This section already has a row with this label.'],
      'sections.0.rows.0.seats.2.label': ['This row already has a seat with this label.'],
      'sections.0.rows.0.seats.2': ['The seat lies outside the drawing.'],
    });
    const shape = await call('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: { ...gridDocument(1, 2), sections: [{ name: 'Erkély', rows: [] }] },
      lang: 'hu',
    });
    expect(shape.status).toBe(422);
    expect(shape.body.errors).toEqual({
      'sections.0.name_en': ['Ez az elem hiányzik, vagy nem a várt formájú.'],
    });
    const empty = await call('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: { ...gridDocument(1, 2), sections: [] },
    });
    expect(empty.body.errors).toEqual({ sections: ['The map must have at least one seat.'] });
    // Nothing was saved.
    expect((await call('GET', `/api/admin/halls/${hallId}/seat-map`)).body.code).toBe(
      'seat_map_not_found',
    );
    // A seat id of another hall.
    const other = await newHall(call);
    const otherMap = await call<MapReply>('PUT', `/api/admin/halls/${other}/seat-map`, {
      body: gridDocument(1, 2),
    });
    const foreign = await call('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: otherMap.body.document,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.map?.[0]).toContain('is not in the performance’s hall');
  });

  it('makes a new version when a performance held a seat, keeping the seat ids', async () => {
    const show = await createSeatedShow(db(), { rows: 2, seatsPerRow: 4 });
    const key = await world.client.newKey();
    const held = await world.client.call('POST', `/api/cart/${key}/seats`, {
      body: { cart_key: key, event_id: show.eventId, seat_ids: [show.seats[0]?.[0]] },
    });
    expect(held.status).toBe(200);
    const before = await call<MapReply>('GET', `/api/admin/halls/${show.hallId}/seat-map`);
    expect(before.body).toMatchObject({ version: 1, frozen: true, performances_on_it: 1 });
    const doc = structuredClone(before.body.document);
    doc.sections[0]?.rows.pop();
    const saved = await call<MapReply>('PUT', `/api/admin/halls/${show.hallId}/seat-map`, {
      body: doc,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 2,
      frozen: false,
      performances_on_it: 0,
      performances_moved: 0,
    });
    expect(seatIdsOf(saved.body.document)).toEqual(show.seats[0]);
  });

  it('is for administrators only', async () => {
    const hallId = await newHall(call);
    for (const [method, url] of [
      ['GET', `/api/admin/halls/${hallId}/seat-map`],
      ['PUT', `/api/admin/halls/${hallId}/seat-map`],
      ['POST', `/api/admin/halls/${hallId}/seat-map/import`],
      ['GET', `/api/admin/halls/${hallId}/seat-map/export`],
    ] as const) {
      const body = method === 'GET' ? {} : { body: gridDocument(1, 1) };
      expect((await call(method, url, { ...body, token: cashier.token })).status).toBe(403);
      expect((await call(method, url, { ...body, token: '' })).status).toBe(401);
    }
  });

  it('deletes a hall, or a venue, with a map and no performances', async () => {
    const hallId = await newHall(call);
    await call('PUT', `/api/admin/halls/${hallId}/seat-map`, { body: gridDocument(2, 2) });
    const deleted = await call('DELETE', `/api/admin/halls/${hallId}`);
    expect(deleted.status).toBe(204);
    const left = await db()
      .selectFrom('seat_maps')
      .select('id')
      .where('hall_id', '=', hallId)
      .execute();
    expect(left).toEqual([]);

    // A venue whose hall has a map, and no performances.
    const other = await newHall(call);
    await call('PUT', `/api/admin/halls/${other}/seat-map`, { body: gridDocument(1, 2) });
    const { venue_id: venueId } = await db()
      .selectFrom('halls')
      .select('venue_id')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `/api/admin/venues/${venueId}`)).status).toBe(204);
    const seats = await db()
      .selectFrom('hall_seats')
      .select('id')
      .where('hall_id', 'in', [hallId, other])
      .execute();
    expect(seats).toEqual([]);
  });
});

describe('import and export', () => {
  it('exports the map as shop JSON, pretix and CSV, and imports each back with the ids', async () => {
    const hallId = await newHall(call);
    const saved = await call<MapReply>('PUT', `/api/admin/halls/${hallId}/seat-map`, {
      body: gridDocument(2, 4),
    });
    const ids = seatIdsOf(saved.body.document);
    const hallName = saved.body.document.name;

    const json = await download(`/api/admin/halls/${hallId}/seat-map/export?format=theatre`);
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toContain('attachment;');
    expect(json.headers['content-disposition']).toContain(encodeURIComponent(`${hallName}.json`));
    expect(JSON.parse(json.text)).toEqual(saved.body.document);

    const csv = await download(`/api/admin/halls/${hallId}/seat-map/export?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFFsection,section_en,row,seat')).toBe(true);

    const pretix = await download(`/api/admin/halls/${hallId}/seat-map/export?format=pretix`);
    expect(pretix.headers['content-disposition']).toContain('.pretix.json');
    expect(JSON.parse(pretix.text)).toHaveProperty('zones');

    for (const [format, content] of [
      ['theatre', json.text],
      ['csv', csv.text],
      ['pretix', pretix.text],
    ] as const) {
      const imported = await call<{ document: SeatMapDocument; warnings: unknown[] }>(
        'POST',
        `/api/admin/halls/${hallId}/seat-map/import`,
        { body: { format, content } },
      );
      expect(imported.status, format).toBe(200);
      expect(seatIdsOf(imported.body.document), format).toEqual(ids);
    }
    // Nothing was saved by the imports.
    expect((await call<MapReply>('GET', `/api/admin/halls/${hallId}/seat-map`)).body.version).toBe(
      1,
    );
  });

  it("drops another hall's seat ids with a warning, and answers bad files with a 422", async () => {
    const first = await newHall(call);
    const second = await newHall(call);
    const saved = await call<MapReply>('PUT', `/api/admin/halls/${first}/seat-map`, {
      body: gridDocument(1, 3),
    });
    const moved = await call<{ document: SeatMapDocument; warnings: SeatMapImportWarning[] }>(
      'POST',
      `/api/admin/halls/${second}/seat-map/import`,
      { body: { format: 'theatre', content: JSON.stringify(saved.body.document) } },
    );
    expect(moved.status).toBe(200);
    expect(seatIdsOf(moved.body.document)).toEqual([undefined, undefined, undefined]);
    expect(moved.body.warnings).toEqual([
      {
        code: 'seat_ids_dropped',
        path: '',
        message:
          '3 of the file’s seat ids are not seats of this hall: those seats come onto the map as new seats.',
      },
    ]);

    const notJson = await call('POST', `/api/admin/halls/${second}/seat-map/import`, {
      body: { format: 'pretix', content: '{"zones": [' },
    });
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors).toEqual({ content: ['The file is not valid JSON.'] });
    const badCsv = await call('POST', `/api/admin/halls/${second}/seat-map/import`, {
      body: { format: 'csv', content: 'section,row,seat,x\nFöldszint,1,1,10\n' },
      lang: 'hu',
    });
    expect(badCsv.status).toBe(422);
    expect(badCsv.body.errors).toEqual({ content: ['Hiányzik a(z) „y” oszlop.'] });
    const badMap = await call('POST', `/api/admin/halls/${second}/seat-map/import`, {
      body: {
        format: 'csv',
        content: 'section,row,seat,x,y\nFöldszint,1,1,10,10\nFöldszint,1,1,20,10\n',
      },
    });
    expect(badMap.body.errors).toEqual({
      'sections.0.rows.0.seats.1.label': ['This row already has a seat with this label.'],
    });
    const format = await call('POST', `/api/admin/halls/${second}/seat-map/import`, {
      body: { format: 'xlsx', content: 'x' },
    });
    expect(format.status).toBe(422);
    expect(Object.keys(format.body.errors ?? {})).toEqual(['format']);
    const unknown = await call('POST', '/api/admin/halls/2000000000/seat-map/import', {
      body: { format: 'csv', content: 'x' },
    });
    expect(unknown.body.code).toBe('hall_not_found');
    expect((await download(`/api/admin/halls/${second}/seat-map/export`)).status).toBe(404);
  });
});

describe('the seating routes in /api/docs', () => {
  it('documents every route, the map as the seat-map document', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    type Schema = { properties?: Record<string, Schema>; items?: Schema };
    type Operation = {
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      requestBody?: unknown;
    };
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const map = doc.paths['/api/admin/halls/{id}/seat-map'];
    expect(Object.keys(map ?? {}).sort()).toEqual(['get', 'put']);
    expect(map?.put?.requestBody).toBeDefined();
    expect(doc.paths['/api/admin/halls/{id}/seat-map/import']?.post).toBeDefined();
    expect(doc.paths['/api/admin/halls/{id}/seat-map/export']?.get).toBeDefined();
    expect(Object.keys(doc.paths['/api/admin/performances/{id}/seats'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    const reply = map?.get?.responses['200']?.content?.['application/json']?.schema;
    const seat =
      reply?.properties?.document?.properties?.sections?.items?.properties?.rows?.items?.properties
        ?.seats?.items?.properties;
    expect(Object.keys(seat ?? {})).toEqual(expect.arrayContaining(['id', 'label', 'x', 'y']));
  });
});
