import type {
  AdminEventInfo,
  AdminProduction,
  AdminProductionSummary,
  AdminVenue,
  EventInfo,
} from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { auditOf, createdPerformance, productionSample, uniqueWord } from './programme-test-kit.js';
import { admin, call, cashier, db, hallId, world } from './programme-test-support.js';

// Productions in the back office: the venues the pickers offer, creating and editing a
// production (audited), and its information blocks, for every performance or one.

describe('venues and productions', () => {
  it('lists the venues for the pickers', async () => {
    const reply = await call<AdminVenue[]>('GET', '/api/admin/venues');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(typeof reply.body[0]?.id).toBe('number');
    expect(reply.body[0]?.name).not.toBe('');
    expect(reply.body.flatMap((venue) => venue.halls).map((hall) => hall.id)).toContain(hallId);
  });

  it('creates a production, audited with the administrator, and lists it', async () => {
    const body = productionSample();
    const created = await call<AdminProduction>('POST', '/api/admin/productions', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: body.name,
      name_en: body.name_en,
      duration_minutes: 150,
      age_limit: 12,
      poster_url: '/storage/posters/default.svg',
      poster_uploaded: false,
      performances: [],
    });
    expect(created.body.changes[0]).toMatchObject({
      action: 'production.created',
      actor: { id: admin.userId },
    });
    const stored = await db()
      .selectFrom('productions')
      .select(['name', 'key', 'description'])
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe(body.description);
    expect(stored.key).toMatch(/^proba-/);
    expect(await auditOf(db(), 'production', created.body.id)).toEqual([
      expect.objectContaining({ action: 'production.created', actor_id: admin.userId }),
    ]);

    // The same name again gets a key of its own.
    const again = await call<AdminProduction>('POST', '/api/admin/productions', { body });
    expect(again.status).toBe(201);
    const keys = await db()
      .selectFrom('productions')
      .select('key')
      .where('id', 'in', [created.body.id, again.body.id])
      .execute();
    expect(new Set(keys.map((row) => row.key)).size).toBe(2);

    const list = await call<AdminProductionSummary[]>('GET', '/api/admin/productions');
    expect(list.body.find((row) => row.id === created.body.id)).toMatchObject({
      performances: 0,
      upcoming: 0,
      next_starts_at: null,
    });
    // The demo season's productions with coming performances come first.
    expect(list.body[0]?.next_starts_at).not.toBeNull();
  });

  it('refuses bad productions field by field, translated', async () => {
    const reply = await call('POST', '/api/admin/productions', {
      body: { ...productionSample(), name: '  ', duration_minutes: 0, age_limit: 30 },
      lang: 'hu',
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual([
      'age_limit',
      'duration_minutes',
      'name',
    ]);
    expect(reply.body.errors?.['name']).toEqual(['A mező kitöltése kötelező.']);
    const text = await call('POST', '/api/admin/productions', {
      body: { ...productionSample(), duration_minutes: 'sok' },
    });
    expect(text.status).toBe(422);
    expect(text.body.errors?.['duration_minutes']).toEqual(['Give a number.']);
  });

  it('updates a production, recording what changed; nothing changed records nothing', async () => {
    const created = await call<AdminProduction>('POST', '/api/admin/productions', {
      body: productionSample(),
    });
    const body = {
      ...productionSample(created.body.name),
      name: `Új ${uniqueWord()}`,
      age_limit: null,
    };
    const updated = await call<AdminProduction>(
      'PUT',
      `/api/admin/productions/${created.body.id}`,
      {
        body,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: body.name, age_limit: null });
    const again = await call('PUT', `/api/admin/productions/${created.body.id}`, { body });
    expect(again.status).toBe(200);
    const trail = await auditOf(db(), 'production', created.body.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'production.created',
      'production.updated',
    ]);
    expect(trail[1]?.data).toEqual({
      changes: {
        name: { from: created.body.name, to: body.name },
        age_limit: { from: created.body.age_limit, to: null },
      },
    });
    const missing = await call('PUT', '/api/admin/productions/999999', { body });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('production_not_found');
  });

  it('is for administrators only', async () => {
    const reply = await call('POST', '/api/admin/productions', {
      body: productionSample(),
      token: cashier.token,
    });
    expect(reply.status).toBe(403);
  });
});

describe('information blocks', () => {
  it('adds, lists, edits and deletes them, for every performance or one, audited', async () => {
    const show = await createdPerformance(world, admin.token, { publish: true });
    const general = await call<AdminEventInfo[]>(
      'POST',
      `/api/admin/productions/${show.productionId}/infos`,
      {
        body: {
          event_id: null,
          name: 'Szünet',
          name_en: 'Interval',
          body: 'Egy **szünettel**.',
          body_en: 'With one **interval**.',
        },
      },
    );
    expect(general.status).toBe(201);
    const only = await call<AdminEventInfo[]>(
      'POST',
      `/api/admin/productions/${show.productionId}/infos`,
      {
        body: {
          event_id: show.eventId,
          name: 'Közönségtalálkozó',
          name_en: 'Meet the cast',
          body: 'Az előadás után.',
          body_en: 'After the show.',
        },
      },
    );
    expect(only.body.map((info) => [info.name, info.event_id, info.sort_order])).toEqual([
      ['Szünet', null, 0],
      ['Közönségtalálkozó', show.eventId, 1],
    ]);
    const shown = await world.client.call<EventInfo[]>('GET', `/api/events/${show.url}/infos`);
    expect(shown.body.map((info) => info.name)).toEqual(['Szünet', 'Közönségtalálkozó']);
    expect(shown.body[0]?.content).toContain('<strong>szünettel</strong>');

    // A performance of another production cannot be named.
    const elsewhere = await createdPerformance(world, admin.token);
    const wrong = await call('POST', `/api/admin/productions/${show.productionId}/infos`, {
      body: { event_id: elsewhere.eventId, name: 'X', name_en: 'X', body: 'x', body_en: 'x' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['event_id']);
    const empty = await call('POST', `/api/admin/productions/${show.productionId}/infos`, {
      body: { event_id: null, name: 'X', name_en: 'X', body: '   ', body_en: 'x' },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['body']);

    const infoId = only.body[1]!.id;
    const edited = await call<AdminEventInfo[]>('PUT', `/api/admin/event-infos/${infoId}`, {
      body: {
        event_id: null,
        name: 'Közönségtalálkozó',
        name_en: 'Meet the cast',
        body: 'Minden előadás után.',
        body_en: 'After every show.',
        sort_order: 0,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.find((info) => info.id === infoId)).toMatchObject({
      event_id: null,
      body: 'Minden előadás után.',
    });
    expect((await call('DELETE', `/api/admin/event-infos/${infoId}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/event-infos/${infoId}`)).status).toBe(404);
    const list = await call<AdminEventInfo[]>(
      'GET',
      `/api/admin/productions/${show.productionId}/infos`,
    );
    expect(list.body.map((info) => info.name)).toEqual(['Szünet']);
    expect(
      (await auditOf(db(), 'production', show.productionId))
        .map((entry) => entry.action)
        .filter((action) => action.startsWith('event_info.')),
    ).toEqual([
      'event_info.created',
      'event_info.created',
      'event_info.updated',
      'event_info.deleted',
    ]);
  });
});
