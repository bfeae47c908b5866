import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Number series: invoices and their cancellations share one, receipts (and theirs) another. */
export const documentSeries = { invoice: 'SZ', receipt: 'NY' } as const;

export interface DocumentNumber {
  series: string;
  year: number;
  sequence: number;
  /** As printed: `SZ-2026-000123`. */
  number: string;
}

export function formatDocumentNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of a series in a year, gap-free: the counter row is incremented (or created at
 * 1) under its row lock inside the caller's transaction, which also stores the document. Another
 * issuer of the same series waits for that transaction; if it rolls back, so does the increment,
 * and the number is taken by the next document. A database sequence would leave a gap.
 */
export async function takeDocumentNumber(
  trx: Transaction<Database>,
  series: string,
  year: number,
): Promise<DocumentNumber> {
  const row = await sql<{ last_number: number }>`
    insert into document_counters (series, year, last_number) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_number = document_counters.last_number + 1
    returning last_number
  `.execute(trx);
  const sequence = row.rows[0]?.last_number;
  if (sequence === undefined) throw new Error(`No number was taken for ${series}/${year}`);
  return { series, year, sequence, number: formatDocumentNumber(series, year, sequence) };
}
