import { describe, expect, it } from 'vitest';
import { decodeQrCodes, pdfPageSizes, pdfText } from './pdf-test-kit.js';
import { renderTicketsPdf, type TicketPrint } from './render-tickets-pdf.js';

// The desk's ticket formats (decision 0044): an 80 mm thermal roll and 210 × 74 mm ticket stock,
// one ticket per page, every field printed and the QR code readable.

const ticket = {
  eventName: 'Tűzijáték – Örkény-egyfelvonásosok',
  eventStart: new Date('2026-12-03T18:00:00Z'),
  venueName: 'Nagyszínpad',
  venueAddress: '1051 Budapest, Színház utca 1.',
  price: 12_900,
};
const print: TicketPrint = {
  theatre: 'Őrségi Kamaraszínház',
  orderId: 1042,
  buyerName: 'Kovács-Nagy Éva',
  language: 'hu',
  tickets: [
    {
      ...ticket,
      code: 'T7Q2-XK4M-93PD-LW8A',
      typeName: 'Földszint',
      seat: 'Földszint, 5. sor, 12. szék',
    },
    { ...ticket, code: 'B3NC-77RT-QQ2E-M0ZU', typeName: 'Erkély', price: 3900 },
  ],
};

/** The fields of the first ticket; `venue`: how the venue reads (two columns interleave lines). */
const fields = (
  page: string | undefined,
  venue = ['Nagyszínpad, 1051 Budapest, Színház utca 1.'],
) => {
  for (const needle of [
    'Őrségi Kamaraszínház',
    'Tűzijáték – Örkény-egyfelvonásosok',
    '2026. december 3., csütörtök 19:00',
    ...venue,
    'Földszint · 12 900 Ft',
    'Kovács-Nagy Éva',
    '#1042',
  ]) {
    expect(page).toContain(needle);
  }
};

describe('the tickets for an 80 mm thermal printer', () => {
  it('prints one ticket per page, 80 mm wide and as tall as the ticket', async () => {
    const pdf = await renderTicketsPdf(print, 'thermal80');
    const sizes = await pdfPageSizes(pdf);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) {
      expect(size.width).toBe(80);
      // A receipt-length ticket, not an A4 page.
      expect(size.height).toBeGreaterThan(100);
      expect(size.height).toBeLessThan(200);
    }
    // The seated ticket has one field more: its page is taller.
    expect(sizes[0]?.height ?? 0).toBeGreaterThan(sizes[1]?.height ?? 0);
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    fields(pages[0]);
    expect(pages[0]).toContain('Földszint, 5. sor, 12. szék');
    expect(pages[0]).toContain('T7Q2-XK4M-93PD-LW8A');
    expect(pages[1]).toContain('Erkély · 3900 Ft');
    expect(pages[1]).toContain('B3NC-77RT-QQ2E-M0ZU');
    expect(await decodeQrCodes(pdf)).toEqual(['T7Q2-XK4M-93PD-LW8A', 'B3NC-77RT-QQ2E-M0ZU']);
  });
});

describe('the tickets on ticket stock', () => {
  it('prints one ticket per 210 × 74 mm blank', async () => {
    const pdf = await renderTicketsPdf(print, 'stock');
    expect(await pdfPageSizes(pdf)).toEqual([
      { width: 210, height: 74 },
      { width: 210, height: 74 },
    ]);
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    // The venue wraps in its column, beside the other column's lines.
    fields(pages[0], ['Nagyszínpad, 1051 Budapest,', 'Színház utca 1.']);
    expect(pages[0]).toContain('Földszint, 5. sor, 12. szék');
    expect(pages[0]).toContain('T7Q2-XK4M-93PD-LW8A');
    expect(pages[1]).toContain('B3NC-77RT-QQ2E-M0ZU');
    expect(await decodeQrCodes(pdf)).toEqual(['T7Q2-XK4M-93PD-LW8A', 'B3NC-77RT-QQ2E-M0ZU']);
  });

  it('speaks English for an English order', async () => {
    const text = await pdfText(await renderTicketsPdf({ ...print, language: 'en' }, 'stock'));
    expect(text).toContain('Ticket · 1 of 2');
  });
});

describe('the A4 tickets', () => {
  it('stay one ticket per A4 page', async () => {
    expect(await pdfPageSizes(await renderTicketsPdf(print))).toEqual([
      { width: 210, height: 297 },
      { width: 210, height: 297 },
    ]);
  });
});
