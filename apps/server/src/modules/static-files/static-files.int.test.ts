import type { Country, EventSummary, PublicSettings } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createShow, expireCart } from '../cart/cart-test-kit.js';
import { hashCartKey } from '../cart/cart-key.js';
import { systemClock } from '../../lib/clock.js';
import { createStaticData } from './static-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/storage static data', () => {
  it('serves the programme identical to GET /api/events, with ETag revalidation', async () => {
    const file = await t.app.inject('/storage/programs.json');
    expect(file.statusCode).toBe(200);
    expect(file.json<EventSummary[]>()).toEqual((await t.app.inject('/api/events')).json());
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      url: '/storage/programs.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never shows a performance all held after the hold that filled it expired', async () => {
    const { eventId, typeId } = await createShow(t.database.db, { capacity: 1 });
    const { cart_key: key } = (await t.app.inject('/api/cart/get-key')).json<{
      cart_key: string;
    }>();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${key}/add`,
      payload: { id: typeId, cart_key: key },
    });
    expect(added.statusCode).toBe(200);
    // The buyer's ten minutes end in 300 ms; the cache would otherwise keep the file for 3 s.
    await expireCart(t.database.db, hashCartKey(key), -300);
    // A cache of its own (the app's may hold a programme from before this performance existed).
    const files = createStaticData({ db: t.database.db, clock: systemClock, config: t.config });
    const shown = async () =>
      ((await files.load('programs.json')).value as EventSummary[]).find(
        (event) => event.id === eventId,
      );
    // Held, not sold: "all in carts", not sold out (decision 0024).
    expect(await shown()).toMatchObject({ sold_out: false, all_held: true });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await shown()).toMatchObject({ sold_out: false, all_held: false });
  });

  it('serves public settings and countries with Hungary first, then Hungarian order', async () => {
    const settings = (await t.app.inject('/storage/public_settings.json')).json<PublicSettings>();
    expect(settings.theatre_name).toBeTruthy();
    const countries = (await t.app.inject('/storage/countries.json')).json<Country[]>();
    expect(countries[0]).toMatchObject({ code: 'HU', name_hu: 'Magyarország' });
    expect(countries.length).toBeGreaterThan(240);
    const names = countries.slice(1).map((c) => c.name_hu);
    const collator = new Intl.Collator('hu', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    const austria = countries.find((c) => c.code === 'AT');
    expect(austria).toMatchObject({ name_hu: 'Ausztria', name_en: 'Austria' });
  });

  it('serves poster images', async () => {
    const events = (await t.app.inject('/api/events')).json<EventSummary[]>();
    const res = await t.app.inject(events[0]?.img_path ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});
