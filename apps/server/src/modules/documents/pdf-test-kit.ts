import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-test-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF as poppler's pdftotext extracts it, pages split by \f, with the wrapping
 * undone: a line broken after a hyphen is joined, other runs of white space (no-break spaces
 * included) become one space, so a test can look for a whole name however it was wrapped.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout
      .split('\f')
      .map((page) => page.replace(/-\n\s*/g, '-').replace(/[^\S\f]+/g, ' '))
      .join('\f');
  });
}

/** The fonts a PDF uses, as pdffonts lists them. */
export function pdfFonts(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (_dir, file) => (await run('pdffonts', [file])).stdout);
}

/** The QR code on each page, rendered at 150 dpi by pdftoppm and decoded by jsQR. */
export function decodeQrCodes(pdf: Buffer): Promise<(string | null)[]> {
  return withPdfFile(pdf, async (dir, file) => {
    await run('pdftoppm', ['-png', '-r', '150', file, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const codes: (string | null)[] = [];
    for (const page of pages) {
      const png = PNG.sync.read(await readFile(join(dir, page)));
      // jsQR is CommonJS: its function is both `module.exports` and its `default`.
      const found = jsqr.default(new Uint8ClampedArray(png.data), png.width, png.height);
      codes.push(found?.data ?? null);
    }
    return codes;
  });
}

/** Each page's size in millimetres (rounded to 0.1 mm), as pdfinfo reports it in points. */
export function pdfPageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  return withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '999', file]);
    const toMm = (points: string) => Math.round((Number(points) * 254) / 72) / 10;
    return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
      width: toMm(match[1] ?? '0'),
      height: toMm(match[2] ?? '0'),
    }));
  });
}
