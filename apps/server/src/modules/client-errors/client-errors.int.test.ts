import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { systemClock } from '../../lib/clock.js';
import { pruneClientErrors } from './prune-client-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ empty: true });
});
afterAll(async () => {
  await t.close();
});

const report = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errors',
    payload: body as object,
    headers: { 'accept-language': 'en' },
  });

describe('POST /api/errors', () => {
  it('stores a report and answers 204', async () => {
    const res = await report({
      exception_message: 'TypeError: x is undefined\u0007',
      exception_file: 'https://shop/assets/index.js',
      exception_line: 12,
      data: { info: 'at render', url: '/events/1' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.selectFrom('client_errors').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: 'TypeError: x is undefined',
      line: 12,
      url: '/events/1',
    });
  });

  it('accepts the browser’s harmless ResizeObserver notice without keeping it', async () => {
    const before = await t.database.db.selectFrom('client_errors').select('id').execute();
    for (const message of [
      'ResizeObserver loop completed with undelivered notifications.',
      'ResizeObserver loop limit exceeded',
    ]) {
      expect((await report({ exception_message: message })).statusCode).toBe(204);
    }
    const after = await t.database.db.selectFrom('client_errors').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses bad shapes field by field and stores nothing', async () => {
    const before = await t.database.db.selectFrom('client_errors').select('id').execute();
    for (const body of [
      {},
      { exception_message: '' },
      { exception_message: 'x', exception_line: 'twelve' },
      [],
    ]) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toHaveProperty('errors');
    }
    const missing = await report({});
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.exception_message).toEqual([
      'This field is required.',
    ]);
    const after = await t.database.db.selectFrom('client_errors').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('refuses oversized reports with 413', async () => {
    const res = await report({ exception_message: 'x', data: { info: 'y'.repeat(20_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('limits the rate of reports per client', async () => {
    let limited = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await report({ exception_message: `e${i}` });
      if (res.statusCode === 429) {
        limited += 1;
        expect(res.json()).toMatchObject({ code: 'rate_limited' });
        const seconds = Number(/(\d+) seconds/.exec(res.json<{ message: string }>().message)?.[1]);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(60);
      }
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('keeps reports for 30 days', async () => {
    await t.database.db
      .insertInto('client_errors')
      .values([
        { message: 'old', created_at: new Date(Date.now() - 31 * 86_400_000) },
        { message: 'recent', created_at: new Date(Date.now() - 29 * 86_400_000) },
      ])
      .execute();
    expect(await pruneClientErrors(t.database.db, systemClock)).toBe(1);
    const messages = (
      await t.database.db.selectFrom('client_errors').select('message').execute()
    ).map((r) => r.message);
    expect(messages).toContain('recent');
    expect(messages).not.toContain('old');
  });
});
