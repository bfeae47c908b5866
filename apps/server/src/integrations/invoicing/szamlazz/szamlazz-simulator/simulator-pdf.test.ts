import { describe, expect, it } from 'vitest';
import { simulatedPdf } from './simulator-pdf.js';

describe('the simulated PDF', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = simulatedPdf(['SZÁMLA E-RSZ-2026-1', 'Őrző (Kft.) \\ ű']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const streamAt = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamAt + length, streamAt + length + 9)).toBe('endstream');
    expect(text).toContain('(SZÁMLA E-RSZ-2026-1) Tj');
    expect(text).toContain('(Örzö \\(Kft.\\) \\\\ ü) Tj');
  });
});
