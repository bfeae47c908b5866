import type { SalesReport } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { admin, boxOfficeSale, dayAfter, dayMs, db, range, world } from './reports-test-support.js';

// The sales report as a CSV download: the format a spreadsheet opens, in the caller's language.

describe('the sales report as CSV', () => {
  let eventId: number;

  beforeAll(async () => {
    const show = await createShow(db(), { price: 4500, capacity: 40, techFee: 0 });
    eventId = show.eventId;
    const production = await db()
      .selectFrom('events')
      .select('production_id')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('productions')
      .set({ name: 'Próba; "idézőjelben"', name_en: '=Trial' })
      .where('id', '=', production.production_id)
      .execute();
    await db().updateTable('venues').set({ name_en: 'Riverside Theatre' }).execute();
    await boxOfficeSale(show.typeId, 3);
  });

  const download = (lang: 'hu' | 'en') =>
    world.t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales.csv?${range()}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
    });

  it('is UTF-8 with a byte order mark, semicolons, CRLF and RFC 4180 quoting, in Hungarian', async () => {
    const res = await download('hu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const from = budapestDay(new Date(Date.now() - dayMs));
    expect(res.headers['content-disposition']).toContain(
      `filename="ertekesites-${from}_${dayAfter(3)}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Előadás azonosító;Előadás;Kezdés;Helyszín;Jegytípus;Jelenlegi ár (Ft);Kapacitás;Eladva;Foglalva;Telítettség (%);Bruttó listaáron (Ft);Kedvezmény (Ft);Bruttó (Ft);Nettó (Ft);ÁFA (Ft)',
    );
    const row = lines.find((line) => line.startsWith(`${eventId};`));
    const startsAt = await db()
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Budapest',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(startsAt.starts_at);
    const venue = (await db().selectFrom('venues').select('name').executeTakeFirstOrThrow()).name;
    // 13500 Ft at 27 %, no coupon: nettó 13500 / 1.27 = 10629.92 → 10630, ÁFA the rest.
    expect(row).toBe(
      `${eventId};"Próba; ""idézőjelben""";${local};${venue};Jegy 1;4500;40;3;0;7,5;13500;0;13500;10630;2870`,
    );
    // Every record has the same number of fields as the header (quoted separators aside).
    const fields = (line: string) => line.replace(/"(?:[^"]|"")*"/g, 'x').split(';').length;
    for (const line of lines) expect(fields(line)).toBe(15);
  });

  it('follows the caller’s language, and defuses a text that would be a formula', async () => {
    const res = await download('en');
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(res.headers['content-disposition']).toContain('filename="sales-');
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Performance ID;Performance;Starts at;Venue;Ticket type;/);
    expect(lines[0]).toMatch(
      /;Gross at list prices \(HUF\);Discount \(HUF\);Gross \(HUF\);Net excl\. VAT \(HUF\);VAT \(HUF\)$/,
    );
    const row = lines.find((line) => line.startsWith(`${eventId};`)) ?? '';
    expect(row).toContain(";'=Trial;");
    // The venue by its English name, as the JSON report gives it beside the Hungarian one.
    expect(row).toMatch(/;Riverside Theatre;Ticket 1;/);
    const json = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales?${range()}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const report = json.json<SalesReport>();
    expect(report.performances.find((item) => item.event_id === eventId)).toMatchObject({
      venue_name_en: 'Riverside Theatre',
    });
    expect(row).toContain(';Ticket 1;4500;40;3;0;7.5;13500;0;13500;10630;2870');
  });
});
