import type {
  AdminPerformance,
  AdminProduction,
  PerformanceCopiesReply,
  PerformanceSeriesPreview,
} from '@theatre/contracts';
import { budapestLocalInput } from '@theatre/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, gridDocument, newHall } from '../seating/seat-map-admin-test-kit.js';
import {
  auditOf,
  performanceSample,
  productionSample,
  ticketTypeSample,
} from './programme-test-kit.js';
import { admin, call, cashier, db, world } from './programme-test-support.js';

// Performances in series (decision 0041): a performance copied to other dates, or to the days of
// a weekly pattern, with its ticket types, fee, VIP flag, shifted sale window, and on a seated
// hall its zones, blocks and concessions; all in one transaction or none.

const hour = 3_600_000;
let productionId: number;
let productionName: string;

beforeAll(async () => {
  productionName = `Sorozat próba ${String(Date.now() % 100000)}`;
  const production = await call<AdminProduction>('POST', '/api/admin/productions', {
    body: productionSample(productionName),
  });
  productionId = production.body.id;
});

const hallCall = () => adminCaller(world, () => admin.token);

/** A performance in a hall of its own (no other performance meets its dates). */
async function original(options: { seated?: boolean; startsAt?: string } = {}) {
  const hallId = await newHall(hallCall(), 500);
  if (options.seated) {
    const saved = await call('PUT', `/api/admin/halls/${String(hallId)}/seat-map`, {
      body: gridDocument(2, 4),
    });
    expect(saved.status).toBe(200);
  }
  const startsAt = options.startsAt ?? '2027-03-10T18:00:00.000Z';
  const created = await call<AdminPerformance>('POST', '/api/admin/performances', {
    body: performanceSample(productionId, hallId, {
      starts_at: startsAt,
      sale_starts_at: new Date(Date.parse(startsAt) - 10 * 24 * hour).toISOString(),
      sale_ends_at: new Date(Date.parse(startsAt) - hour).toISOString(),
      vip_only: true,
      tech_fee: 250,
    }),
  });
  expect(created.status).toBe(201);
  return { eventId: created.body.id, hallId, startsAt };
}

async function addType(eventId: number, body: Parameters<typeof ticketTypeSample>[0]) {
  const added = await call<AdminPerformance>(
    'POST',
    `/api/admin/performances/${String(eventId)}/ticket-types`,
    { body: ticketTypeSample(body) },
  );
  expect(added.status).toBe(201);
  return added.body.ticket_types.at(-1)!.id;
}

const performance = async (id: number) =>
  (await call<AdminPerformance>('GET', `/api/admin/performances/${String(id)}`)).body;

async function seatsOf(eventId: number) {
  return db()
    .selectFrom('performance_seats')
    .select(['hall_seat_id', 'ticket_type_id', 'blocked_reason'])
    .where('event_id', '=', eventId)
    .orderBy('hall_seat_id')
    .execute();
}

const countOfProduction = async () =>
  (await call<AdminProduction>('GET', `/api/admin/productions/${String(productionId)}`)).body
    .performances.length;

describe('copying a performance to other dates', () => {
  it('makes unpublished copies of a general-admission one, with its types, fee and window', async () => {
    const { eventId, hallId, startsAt } = await original();
    await addType(eventId, { name: 'Földszint', capacity: 40, price: 6900, vat_rate: '5' });
    await addType(eventId, { name: 'Erkély', capacity: 20, price: 4500, vip_only: true });
    const starts = ['2027-03-17T18:00:00.000Z', '2027-03-17T14:00:00.000Z'];
    const made = await call<PerformanceCopiesReply>(
      'POST',
      `/api/admin/performances/${String(eventId)}/copies`,
      { body: { starts_at: starts }, lang: 'hu' },
    );
    expect(made.status).toBe(201);
    expect(made.body.message).toMatch(/2 új előadás/);
    // In date order; the second of the day's addresses gets a suffix.
    const base = `${productionName.toLowerCase().replace(/ó/g, 'o').replace(/ /g, '-')}-2027-03-17`;
    expect(made.body.performances.map((p) => [p.starts_at, p.url])).toEqual([
      ['2027-03-17T14:00:00.000Z', base],
      ['2027-03-17T18:00:00.000Z', `${base}-2`],
    ]);
    const source = await performance(eventId);
    for (const copy of made.body.performances) {
      const got = await performance(copy.id);
      const shift = Date.parse(copy.starts_at) - Date.parse(startsAt);
      expect(got).toMatchObject({
        production_id: productionId,
        hall_id: hallId,
        published: false,
        vip_only: true,
        tech_fee: 250,
        sale_starts_at: new Date(Date.parse(source.sale_starts_at!) + shift).toISOString(),
        sale_ends_at: new Date(Date.parse(source.sale_ends_at!) + shift).toISOString(),
      });
      const shape = (types: AdminPerformance['ticket_types']) =>
        types.map((t) => [t.name, t.name_en, t.price, t.vat_rate, t.vip_only, t.capacity]);
      expect(shape(got.ticket_types)).toEqual(shape(source.ticket_types));
      const audit = await auditOf(db(), 'performance', copy.id);
      expect(audit[0]).toMatchObject({
        action: 'performance.created',
        actor_id: admin.userId,
        data: { copied_from: eventId, url: copy.url },
      });
    }
  });

  it('copies a seated one with its zones, blocks and concessions on the hall’s map', async () => {
    const { eventId } = await original({ seated: true });
    const front = await addType(eventId, { name: 'Elöl', capacity: 0, price: 8000 });
    const back = await addType(eventId, { name: 'Hátul', capacity: 0, price: 5000 });
    await addType(eventId, { name: 'Diák', capacity: 0, price: 3000, zones: [front] });
    const seats = await seatsOf(eventId);
    const ids = seats.map((s) => s.hall_seat_id);
    const painted = await call('POST', `/api/admin/performances/${String(eventId)}/seats`, {
      body: {
        changes: [
          { seat_ids: ids.slice(0, 4), ticket_type_id: front },
          { seat_ids: ids.slice(4), ticket_type_id: back },
          { seat_ids: [ids[1]!, ids[6]!], blocked_reason: 'technika' },
        ],
      },
    });
    expect(painted.status).toBe(200);

    const made = await call<PerformanceCopiesReply>(
      'POST',
      `/api/admin/performances/${String(eventId)}/copies`,
      { body: { starts_at: ['2027-04-01T17:00:00+02:00'] } },
    );
    expect(made.status).toBe(201);
    const copyId = made.body.performances[0]!.id;
    const copy = await performance(copyId);
    const [copyFront, copyBack, copyConcession] = copy.ticket_types;
    expect(copy.ticket_types.map((t) => [t.name, t.capacity])).toEqual([
      ['Elöl', 3],
      ['Hátul', 3],
      ['Diák', 0],
    ]);
    expect(copyConcession?.zones).toEqual([copyFront?.id]);
    const zoneOf = new Map([
      [front, copyFront?.id],
      [back, copyBack?.id],
    ]);
    expect(seats).toHaveLength(8);
    const expected = (await seatsOf(eventId)).map((s) => ({
      ...s,
      ticket_type_id: zoneOf.get(s.ticket_type_id!) ?? null,
    }));
    expect(expected.filter((s) => s.blocked_reason === 'technika')).toHaveLength(2);
    expect(await seatsOf(copyId)).toEqual(expected);
  });

  it('gives a seated copy the hall’s current map: seats gone are not copied, new ones have no zone', async () => {
    const { eventId, hallId } = await original({ seated: true });
    const zone = await addType(eventId, { name: 'Egységár', capacity: 0, price: 6000 });
    const ids = (await seatsOf(eventId)).map((s) => s.hall_seat_id);
    await call('POST', `/api/admin/performances/${String(eventId)}/seats`, {
      body: { changes: [{ seat_ids: ids, ticket_type_id: zone }] },
    });
    // A held seat keeps the original on its version (decision 0036); the hall's map changes.
    await db()
      .updateTable('performance_seats')
      .set({ hold_id: 2_000_000_000 })
      .where('event_id', '=', eventId)
      .where('hall_seat_id', '=', ids[0]!)
      .execute();
    type MapReply = { document: ReturnType<typeof gridDocument> };
    const read = await call<MapReply>('GET', `/api/admin/halls/${String(hallId)}/seat-map`);
    const doc = structuredClone(read.body.document);
    const section = doc.sections[0]!;
    section.rows = section.rows.slice(0, 1);
    section.rows[0]!.seats.push({ label: '9', x: 75, y: 40, block: 1 });
    const saved = await call('PUT', `/api/admin/halls/${String(hallId)}/seat-map`, { body: doc });
    expect(saved.status).toBe(200);
    expect(await seatsOf(eventId)).toHaveLength(8);

    const made = await call<PerformanceCopiesReply>(
      'POST',
      `/api/admin/performances/${String(eventId)}/copies`,
      { body: { starts_at: ['2027-04-02T17:00:00+02:00'] } },
    );
    expect(made.status).toBe(201);
    const copy = await performance(made.body.performances[0]!.id);
    const copyZone = copy.ticket_types[0]!.id;
    const copied = await seatsOf(copy.id);
    expect(copied).toHaveLength(5);
    expect(copied.filter((s) => s.ticket_type_id === copyZone).map((s) => s.hall_seat_id)).toEqual(
      ids.slice(0, 4),
    );
    expect(copied.filter((s) => s.ticket_type_id === null)).toHaveLength(1);
    expect(copy.ticket_types[0]?.capacity).toBe(4);
    const held = await db()
      .selectFrom('performance_seats')
      .select('hold_id')
      .where('event_id', '=', copy.id)
      .where('hold_id', 'is not', null)
      .execute();
    expect(held).toEqual([]);
  });
});

describe('a weekly series', () => {
  const pattern = {
    from: '2027-10-25',
    to: '2027-11-07',
    weekdays: [5, 6, 7],
    time: '19:00',
    skip: ['2027-11-05'],
  };

  it('previews the starts, keeping 19:00 across the change of the clocks, and makes nothing', async () => {
    const { eventId } = await original({ startsAt: '2027-11-06T18:00:00.000Z' });
    const before = await countOfProduction();
    const preview = await call<PerformanceSeriesPreview>(
      'POST',
      `/api/admin/performances/${String(eventId)}/series`,
      { body: { ...pattern, preview: true } },
    );
    expect(preview.status).toBe(200);
    // Friday to Sunday but the skipped Friday and the original's own Saturday.
    expect(preview.body.starts_at).toEqual([
      '2027-10-29T17:00:00.000Z',
      '2027-10-30T17:00:00.000Z',
      '2027-10-31T18:00:00.000Z',
      '2027-11-07T18:00:00.000Z',
    ]);
    expect(preview.body.starts_at.map((s) => budapestLocalInput(s).slice(11))).toEqual(
      Array(4).fill('19:00'),
    );
    expect(await countOfProduction()).toBe(before);

    const made = await call<PerformanceCopiesReply>(
      'POST',
      `/api/admin/performances/${String(eventId)}/series`,
      { body: pattern },
    );
    expect(made.status).toBe(201);
    expect(made.body.performances.map((p) => p.starts_at)).toEqual(preview.body.starts_at);
    expect(await countOfProduction()).toBe(before + 4);
  });

  it('answers 422 per field in Hungarian for a pattern that cannot be made', async () => {
    const { eventId } = await original();
    const url = `/api/admin/performances/${String(eventId)}/series`;
    const refused = async (body: object, field: string) => {
      const reply = await call('POST', url, {
        body: { ...pattern, preview: true, ...body },
        lang: 'hu',
      });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(reply.body)).toContain(field);
      return reply.body.errors?.[field]?.[0];
    };
    expect(await refused({ time: '25:00' }, 'time')).toMatch(/ÓÓ:PP/);
    expect(await refused({ from: '2027-02-30' }, 'from')).toBeDefined();
    expect(await refused({ from: '0050-01-01' }, 'from')).toBeDefined();
    expect(await refused({ skip: ['2027-13-01'] }, 'skip.0')).toBeDefined();
    expect(await refused({ to: '2027-10-01' }, 'to')).toMatch(/korábbi/);
    expect(await refused({ weekdays: [] }, 'weekdays')).toMatch(/legalább egy napot/);
    expect(await refused({ weekdays: [8] }, 'weekdays.0')).toBeDefined();
    expect(
      await refused({ from: '2027-11-01', to: '2027-11-04', weekdays: [6] }, 'weekdays'),
    ).toMatch(/nincs ilyen nap/);
    expect(
      await refused(
        { from: '2027-01-01', to: '2027-06-30', weekdays: [1, 2, 3, 4, 5, 6, 7] },
        'to',
      ),
    ).toMatch(/legfeljebb 60/);
    // 02:30 on the night the clocks go forward (28 March 2027) does not exist.
    expect(
      await refused({ from: '2027-03-21', to: '2027-03-28', weekdays: [7], time: '02:30' }, 'time'),
    ).toMatch(/2027-03-28/);
  });

  it('makes none when one start meets another performance in the hall', async () => {
    const { eventId, startsAt } = await original();
    await addType(eventId, {});
    const before = await countOfProduction();
    const clash = await call('POST', `/api/admin/performances/${String(eventId)}/copies`, {
      body: { starts_at: ['2027-03-11T18:00:00Z', startsAt, '2027-03-12T18:00:00Z'] },
      lang: 'en',
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors?.['starts_at']?.[0]).toMatch(/2027-03-10 19:00.*None of the copies/);
    expect(await countOfProduction()).toBe(before);
  });

  it('is for administrators, and knows no performance it does not have', async () => {
    const { eventId } = await original();
    const body = { starts_at: ['2027-05-01T18:00:00Z'] };
    const asCashier = await call('POST', `/api/admin/performances/${String(eventId)}/copies`, {
      body,
      token: cashier.token,
    });
    expect(asCashier.status).toBe(403);
    expect((await call('POST', '/api/admin/performances/99999999/copies', { body })).status).toBe(
      404,
    );
    const series = await call('POST', '/api/admin/performances/99999999/series', {
      body: { ...pattern, preview: true },
    });
    expect(series.status).toBe(404);
    const empty = await call('POST', `/api/admin/performances/${String(eventId)}/copies`, {
      body: { starts_at: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.['starts_at']).toEqual(['Enter at least one date and time.']);
  });
});

describe('the OpenAPI document', () => {
  it('describes both calls from their schemas', async () => {
    const res = await world.t.app.inject('/api/docs/json');
    type Operation = {
      summary?: string;
      requestBody?: { content: Record<string, { schema: { properties: object } }> };
      responses: Record<string, unknown>;
    };
    const doc = res.json<{ paths: Record<string, { post?: Operation }> }>();
    const copies = doc.paths['/api/admin/performances/{id}/copies']?.post;
    const series = doc.paths['/api/admin/performances/{id}/series']?.post;
    expect(
      Object.keys(copies?.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(['starts_at']);
    expect(
      Object.keys(series?.requestBody?.content['application/json']?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(['from', 'to', 'weekdays', 'time', 'skip', 'preview']));
    expect(Object.keys(series?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '404', '422']),
    );
  });
});
