import { describe, expect, it } from 'vitest';
import { filenameOf, readWithProgress } from './download-file';

describe('filenameOf', () => {
  it("prefers RFC 6266's UTF-8 name over the ASCII one", () => {
    expect(
      filenameOf(
        `attachment; filename="jegyek-1042-sz_nh_z.pdf"; filename*=UTF-8''jegyek-1042-sz%C3%ADnh%C3%A1z.pdf`,
      ),
    ).toBe('jegyek-1042-színház.pdf');
  });

  it('reads a quoted or a bare filename', () => {
    expect(filenameOf('attachment; filename="nyugta 2026.pdf"')).toBe('nyugta 2026.pdf');
    expect(filenameOf('attachment; filename=szamla.pdf')).toBe('szamla.pdf');
    expect(filenameOf('attachment;filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(filenameOf('ATTACHMENT; FILENAME="upper.pdf"')).toBe('upper.pdf');
  });

  it('falls back to the plain name when the extended one cannot be read', () => {
    expect(filenameOf(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('x.pdf');
    expect(filenameOf(`attachment; filename="x.pdf"; filename*=ISO-8859-1''%E9.pdf`)).toBe('x.pdf');
  });

  it('keeps the last path segment only', () => {
    expect(filenameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameOf(`attachment; filename*=UTF-8''..%2F..%5Cevil.pdf`)).toBe('evil.pdf');
  });

  it('is null without a name', () => {
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('')).toBeNull();
    expect(filenameOf('inline')).toBeNull();
    expect(filenameOf('attachment; filename=""')).toBeNull();
    expect(filenameOf('attachment; filename="../"')).toBeNull();
    expect(filenameOf('attachment; filename=".."')).toBeNull();
  });
});

describe('readWithProgress', () => {
  it('tells the bytes received as they come and keeps the reply type', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('abc'));
        controller.enqueue(encoder.encode('defgh'));
        controller.close();
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/csv' } });
    const seen: number[] = [];
    const blob = await readWithProgress(response, (bytes) => seen.push(bytes));
    expect(seen).toEqual([3, 8]);
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('abcdefgh');
  });
});
