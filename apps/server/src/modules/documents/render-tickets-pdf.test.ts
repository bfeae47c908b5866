import { describe, expect, it } from 'vitest';
import { decodeQrCodes, pdfFonts, pdfText } from './pdf-test-kit.js';
import { renderTicketsPdf, type TicketPrint } from './render-tickets-pdf.js';

const print: TicketPrint = {
  theatre: 'Őrségi Kamaraszínház',
  orderId: 1042,
  buyerName: 'Kovács-Nagy Éva',
  language: 'hu',
  tickets: [
    {
      code: 'T7Q2-XK4M-93PD-LW8A',
      eventName: 'Tűzijáték – Örkény-egyfelvonásosok',
      eventStart: new Date('2026-12-03T18:00:00Z'),
      venueName: 'Nagyszínpad',
      venueAddress: '1051 Budapest, Színház utca 1.',
      typeName: 'Földszint',
      price: 12_900,
    },
    {
      code: 'B3NC-77RT-QQ2E-M0ZU',
      eventName: 'Tűzijáték – Örkény-egyfelvonásosok',
      eventStart: new Date('2026-12-03T18:00:00Z'),
      venueName: 'Nagyszínpad',
      venueAddress: '1051 Budapest, Színház utca 1.',
      typeName: 'Erkély',
      price: 3900,
    },
  ],
};

describe('the tickets PDF', () => {
  it('prints every field with Hungarian letters, one page per ticket', async () => {
    const pdf = await renderTicketsPdf(print);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    for (const needle of [
      'Őrségi Kamaraszínház',
      'Tűzijáték – Örkény-egyfelvonásosok',
      '2026. december 3., csütörtök 19:00',
      'Nagyszínpad, 1051 Budapest, Színház utca 1.',
      'Földszint · 12 900 Ft',
      'Kovács-Nagy Éva',
      '#1042',
      'T7Q2-XK4M-93PD-LW8A',
    ]) {
      expect(pages[0]).toContain(needle);
    }
    expect(pages[1]).toContain('Erkély · 3900 Ft');
    expect(await pdfFonts(pdf)).toMatch(/DejaVuSans.*Identity-H\s+yes\s+yes/);
  });

  it("carries each ticket's code as a QR code that decodes", async () => {
    const pdf = await renderTicketsPdf(print);
    expect(await decodeQrCodes(pdf)).toEqual(['T7Q2-XK4M-93PD-LW8A', 'B3NC-77RT-QQ2E-M0ZU']);
  });

  it('speaks English for an English order', async () => {
    const text = await pdfText(await renderTicketsPdf({ ...print, language: 'en' }));
    expect(text).toContain('Ticket · 1 of 2');
    expect(text).toContain('Thursday, 3 December 2026 at 19:00');
  });
});
