import { describe, expect, it } from 'vitest';
import type { FiscalContent } from './fiscal-content.js';
import { fiscalLinesOf } from './fiscal-lines.js';
import { takenBack } from './invoice-modification-lines.js';
import { pdfText } from './pdf-test-kit.js';
import { renderFiscalPdf } from './render-fiscal-pdf.js';

const lines = fiscalLinesOf([
  {
    kind: 'ticket',
    name: 'Tűzijáték – Földszint (2026. 12. 03. 19:00)',
    quantity: 2,
    unitPrice: 5900,
    total: 11_800,
    vatRate: '18',
  },
  {
    kind: 'fee',
    name: 'Kezelési költség',
    quantity: 2,
    unitPrice: 290,
    total: 580,
    vatRate: '27',
  },
]);

const invoice: FiscalContent = {
  kind: 'invoice',
  cancels: null,
  theatre: 'Őrségi Kamaraszínház',
  seller: {
    name: 'Őrségi Színházi Nonprofit Kft.',
    address: '9941 Őriszentpéter, Templomszer 12.',
    taxNumber: '18123456-2-18',
    registrationNumber: '18-09-123456',
    email: 'jegy@orsegiszinhaz.hu',
    phone: '+36 94 555 123',
  },
  buyer: {
    name: 'Példa Kereskedelmi Kft.',
    email: 'penzugy@pelda.hu',
    country: 'HU',
    zip: '1051',
    city: 'Budapest',
    address: 'Október 6. utca 12.',
    taxNumber: '12345676-2-41',
  },
  orderId: 1042,
  issueDate: '2026-11-22',
  supplyDate: '2026-11-22',
  paymentMethod: 'card_simplepay',
  lines,
  comment: 'Rendezvény: céges színházlátogatás',
  total: 12_380,
};

describe('the fiscal document PDF', () => {
  it('carries every field the VAT Act requires on an invoice', async () => {
    const text = await pdfText(await renderFiscalPdf(invoice, 'SZ-2026-000007', 'hu'));
    for (const needle of [
      'Számla',
      'Sorszám: SZ-2026-000007',
      'Kiállítás kelte: 2026. 11. 22.',
      'Teljesítés dátuma: 2026. 11. 22.',
      'Fizetési mód: Bankkártya (online, SimplePay)',
      'Őrségi Színházi Nonprofit Kft.',
      '9941 Őriszentpéter, Templomszer 12.',
      'Adószám: 18123456-2-18',
      'Példa Kereskedelmi Kft.',
      '1051 Budapest',
      'Október 6. utca 12.',
      'Adószám: 12345676-2-41',
      'Tűzijáték – Földszint',
      // 11 800 gross at 18%: 10 000 net, 1 800 VAT; 580 at 27%: 457 net, 123 VAT.
      '18% 10 000 Ft 1800 Ft 11 800 Ft',
      '27% 457 Ft 123 Ft 580 Ft',
      'ÁFA-összesítő',
      'Fizetendő összesen: 12 380 Ft',
      'Megjegyzés: Rendezvény: céges színházlátogatás',
    ]) {
      expect(text).toContain(needle);
    }
  });

  it('refers a cancellation invoice to the original, with the amounts reversed', async () => {
    const cancellation: FiscalContent = {
      ...invoice,
      cancels: { number: 'SZ-2026-000007', issueDate: '2026-11-22' },
      issueDate: '2026-11-23',
      lines: invoice.lines.map((line) => ({
        ...line,
        netUnitPrice: -line.netUnitPrice,
        net: -line.net,
        vat: -line.vat,
        gross: -line.gross,
      })),
      total: -invoice.total,
    };
    const text = await pdfText(await renderFiscalPdf(cancellation, 'SZ-2026-000008', 'hu'));
    expect(text).toContain('Sztornó számla');
    expect(text).toContain(
      'A(z) SZ-2026-000007 sorszámú bizonylat sztornója (kelte: 2026. 11. 22.)',
    );
    expect(text).toContain('Adószám: 12345676-2-41');
    expect(text).toMatch(/Visszatérítendő összesen: [-−]12 380 Ft/);
  });

  it("prints a foreign buyer's country by its name in the document's language", async () => {
    const foreign: FiscalContent = {
      ...invoice,
      buyer: {
        name: 'Beispiel GmbH',
        email: 'office@beispiel.at',
        country: 'AT',
        zip: '1010',
        city: 'Wien',
        address: 'Stephansplatz 1.',
      },
    };
    const hu = await pdfText(await renderFiscalPdf(foreign, 'SZ-2026-000009', 'hu'));
    expect(hu).toContain('Ausztria');
    const en = await pdfText(await renderFiscalPdf(foreign, 'SZ-2026-000009', 'en'));
    expect(en).toContain('Austria');
    for (const text of [hu, en]) expect(text).not.toMatch(/\bAT\b/);
    // A Hungarian buyer's country is not printed.
    const home = await pdfText(await renderFiscalPdf(invoice, 'SZ-2026-000007', 'hu'));
    expect(home).not.toContain('Magyarország');
  });

  it('prints a receipt with the issuer, number, date and gross amounts, in English too', async () => {
    const receipt: FiscalContent = {
      ...invoice,
      kind: 'receipt',
      buyer: { name: 'Vendég Vilma', email: 'vilma@example.com' },
      comment: null,
    };
    const text = await pdfText(await renderFiscalPdf(receipt, 'NY-2026-000003', 'en'));
    for (const needle of [
      'Receipt',
      'Number: NY-2026-000003',
      'Date of issue: 2026-11-22',
      'Őrségi Színházi Nonprofit Kft.',
      'Tax number: 18123456-2-18',
      'Vendég Vilma',
      '11 800 Ft',
      'Total to pay: 12 380 Ft',
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).not.toContain('Date of supply');
    // Recorded before the means of payment were told apart: a card, not named further.
    const before = await pdfText(
      await renderFiscalPdf({ ...receipt, paymentMethod: 'card' }, 'NY-2026-000002', 'en'),
    );
    expect(before).toContain('Payment method: Card Order number');
  });

  it('prints a modifying invoice with the modified invoice, the negative lines and the refund', async () => {
    const modifying: FiscalContent = {
      ...invoice,
      modifies: { number: 'SZ-2026-000007', issueDate: '2026-11-22' },
      lines: takenBack(
        lines.map((line) => ({
          ...line,
          quantity: 1,
          net: line.netUnitPrice,
          vat: line.gross / line.quantity - line.netUnitPrice,
          gross: line.gross / line.quantity,
        })),
      ),
      comment: null,
      total: -6190,
    };
    const text = await pdfText(await renderFiscalPdf(modifying, 'SZ-2026-000009', 'hu'));
    for (const needle of [
      'Módosító számla',
      'Sorszám: SZ-2026-000009',
      'A módosított számla száma: SZ-2026-000007 (kelte: 2026. 11. 22.)',
      'Adószám: 12345676-2-41',
      '-5000 Ft',
      'Különbözet összesen: -6190 Ft',
      'A különbözetet a vevőnek visszatérítettük.',
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).not.toContain('Sztornó');
    expect(text).not.toContain('A vételárat a vevő megfizette.');
    const english = await pdfText(await renderFiscalPdf(modifying, 'SZ-2026-000009', 'en'));
    expect(english).toContain('Modifying invoice');
    expect(english).toContain('Number of the modified invoice: SZ-2026-000007 (issued 2026-11-22)');
  });
});
