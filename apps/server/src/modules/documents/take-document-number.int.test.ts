import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { takeDocumentNumber } from './take-document-number.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.destroy();
});

const take = (series: string, year = 2026) =>
  database.db.transaction().execute((trx) => takeDocumentNumber(trx, series, year));

describe('document numbers', () => {
  it('count per series and year, formatted for print', async () => {
    expect((await take('SZ')).number).toBe('SZ-2026-000001');
    expect((await take('SZ')).number).toBe('SZ-2026-000002');
    expect((await take('NY')).number).toBe('NY-2026-000001');
    expect((await take('SZ', 2027)).number).toBe('SZ-2027-000001');
  });

  it('leave no gap when the issuing transaction rolls back', async () => {
    const before = (await take('RB')).sequence;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await takeDocumentNumber(trx, 'RB', 2026);
        throw new Error('the PDF could not be stored');
      }),
    ).rejects.toThrow('the PDF could not be stored');
    expect((await take('RB')).sequence).toBe(before + 1);
  });

  it('stay unique and gap-free under 50 concurrent issues', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, () => take('CC')));
    const sequences = numbers.map((number) => number.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});
