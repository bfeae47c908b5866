import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, utf8Bom } from './csv.js';

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('Bánk bán', ';')).toBe('Bánk bán');
    expect(csvField(4500, ';')).toBe('4500');
    expect(csvField(-12, ';')).toBe('-12');
    expect(csvField(null, ';')).toBe('');
  });

  it('quotes a field with the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Kis; nagy', ';')).toBe('"Kis; nagy"');
    expect(csvField('A "Vígszínház"', ';')).toBe('"A ""Vígszínház"""');
    expect(csvField('első\r\nmásodik', ';')).toBe('"első\r\nmásodik"');
    expect(csvField('egy\nkettő', ';')).toBe('"egy\nkettő"');
    expect(csvField(' szóköz ', ';')).toBe('" szóköz "');
    // A comma is no separator here.
    expect(csvField('Budapest, Bem rakpart', ';')).toBe('Budapest, Bem rakpart');
    expect(csvField('Budapest, Bem rakpart', ',')).toBe('"Budapest, Bem rakpart"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")', ';')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+36 1 555', ';')).toBe("'+36 1 555");
    expect(csvField('-előadás', ';')).toBe("'-előadás");
    expect(csvField('@cmd', ';')).toBe("'@cmd");
  });
});

describe('csvDocument', () => {
  it('starts with the byte order mark and ends every record with CRLF', () => {
    const text = csvDocument(
      [
        ['Előadás', 'Eladva'],
        ['Bánk bán; felújítás', 12],
      ],
      ';',
    );
    expect(text.startsWith(utf8Bom)).toBe(true);
    expect(text.slice(1)).toBe('Előadás;Eladva\r\n"Bánk bán; felújítás";12\r\n');
  });
});
