import { describe, expect, it } from 'vitest';
import { vatRateLabel } from './export-vat.js';
import { exportWriter, spreadsheetDate, spreadsheetTime } from './export-writer.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('the export writer', () => {
  it('writes Budapest wall time: as text for CSV, as a zone-less date for Excel', () => {
    // 18:00 UTC in December is 19:00 in Budapest (CET), in July 20:00 (CEST).
    expect(spreadsheetTime(new Date('2026-12-03T18:00:00Z'))).toBe('2026-12-03 19:00');
    expect(spreadsheetDate(new Date('2026-07-03T18:00:00Z')).toISOString()).toBe(
      '2026-07-03T20:00:00.000Z',
    );
  });

  it('writes CSV with a BOM, semicolons, CRLF, and a second table after an empty line', async () => {
    const writer = exportWriter('csv');
    const done = text(writer.stream);
    writer.table('a', 'First', ['Név', 'Összeg (Ft)']);
    await writer.rows([
      ['Kovács; Anna', 4500],
      ['=1+1', null],
    ]);
    writer.table('b', 'Second', ['Kelte']);
    await writer.rows([[new Date('2026-12-03T18:00:00Z')]]);
    await writer.end();
    expect(await done).toBe(
      '\uFEFFNév;Összeg (Ft)\r\n"Kovács; Anna";4500\r\n\'=1+1;\r\n\r\nSecond\r\nKelte\r\n2026-12-03 19:00\r\n',
    );
  });

  it('labels VAT rates as the documents print them', () => {
    expect(vatRateLabel('27')).toBe('27%');
    expect(vatRateLabel('TAM')).toBe('TAM');
  });
});
