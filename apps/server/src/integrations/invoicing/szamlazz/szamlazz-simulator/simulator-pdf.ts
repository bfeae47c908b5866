/**
 * A small but valid PDF of one A4 page with a few lines of text, made by hand (no PDF library in
 * the simulator): header, five objects, a cross-reference table with exact byte offsets and the
 * trailer. The base-14 Helvetica with WinAnsiEncoding has no ő/ű, so those become ö/ü, and any
 * other character outside Latin-1 a question mark: the PDF stands in for Számlázz.hu's, it is
 * not the document of record.
 */

const folded: Record<string, string> = { ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü', '–': '-', '—': '-' };

function pdfString(line: string): string {
  let latin1 = '';
  for (const char of line) {
    latin1 += folded[char] ?? ((char.codePointAt(0) ?? 0) <= 0xff ? char : '?');
  }
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

export function simulatedPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `${index === 0 ? '' : '0 -22 Td '}${pdfString(line)} Tj`)
    .join('\n');
  const content = Buffer.from(`BT\n/F1 14 Tf\n56 780 Td\n${text}\nET\n`, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
