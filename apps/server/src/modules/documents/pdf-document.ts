import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, a full TrueType font with every Hungarian glyph (ő, ű and their capitals):
 * pdfkit's built-in Helvetica cannot encode them, and web-font subsets lack some.
 */
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type Pdf = PDFKit.PDFDocument;

/**
 * A new document with the fonts registered (`regular`, `bold`) and its metadata set: A4 with its
 * first page unless told otherwise (`firstPage: false`: the caller adds pages of its own sizes).
 */
export function createPdf(
  info: { title: string; author: string; language: string },
  options: { firstPage?: boolean } = {},
): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang: info.language,
    info: { Title: info.title, Author: info.author, Creator: info.author },
    displayTitle: true,
    autoFirstPage: options.firstPage ?? true,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * A QR code drawn as vector squares (sharp at any zoom and print size), with the four-module
 * quiet zone scanners need. Error correction M survives a crease or a cracked phone screen.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill();
  doc.restore();
}
