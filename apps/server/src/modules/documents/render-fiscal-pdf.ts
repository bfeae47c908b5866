import { formatPrice, type Locale } from '@theatre/i18n';
import { translateMail, type MailMessageKey } from '@theatre/i18n/mail';
import type { VatRate } from '../../integrations/invoicing/invoicing-service.js';
import { countryName } from '../static-files/list-countries.js';
import type { FiscalContent } from './fiscal-content.js';
import { vatSummaryOf } from './fiscal-lines.js';
import { createPdf, pdfBytes, type Pdf } from './pdf-document.js';

interface Column {
  key: MailMessageKey;
  width: number;
  align: 'left' | 'right';
}

const invoiceColumns: Column[] = [
  { key: 'documents.item', width: 0.36, align: 'left' },
  { key: 'documents.quantity', width: 0.08, align: 'right' },
  { key: 'documents.unit_net', width: 0.14, align: 'right' },
  { key: 'documents.vat_rate', width: 0.08, align: 'right' },
  { key: 'documents.net', width: 0.12, align: 'right' },
  { key: 'documents.vat', width: 0.11, align: 'right' },
  { key: 'documents.gross', width: 0.11, align: 'right' },
];

const receiptColumns: Column[] = [
  { key: 'documents.item', width: 0.56, align: 'left' },
  { key: 'documents.quantity', width: 0.1, align: 'right' },
  { key: 'documents.vat_rate', width: 0.12, align: 'right' },
  { key: 'documents.gross', width: 0.22, align: 'right' },
];

function rateLabel(rate: VatRate): string {
  return /^\d+$/.test(rate) ? `${rate}%` : rate;
}

/** YYYY-MM-DD as the language writes a date (`2026. 12. 03.` / `2026-12-03`). */
function dateLabel(day: string, locale: Locale): string {
  return locale === 'hu' ? `${day.replaceAll('-', '. ')}.` : day;
}

function titleOf(content: FiscalContent): MailMessageKey {
  if (content.kind === 'invoice') {
    if (content.modifies) return 'documents.invoice_modify';
    return content.cancels ? 'documents.invoice_cancel' : 'documents.invoice';
  }
  return content.cancels ? 'documents.receipt_cancel' : 'documents.receipt';
}

function totalOf(content: FiscalContent): MailMessageKey {
  if (content.modifies) return 'documents.total_modify';
  return content.cancels ? 'documents.total_cancel' : 'documents.total';
}

function table(doc: Pdf, columns: Column[], rows: string[][], boldLast = false): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const drawRow = (cells: string[], bold: boolean) => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      const cellWidth = column.width * width;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(8.5)
        .text(cell, x + 2, top, { width: cellWidth - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += cellWidth;
    });
    doc.y = bottom + 3;
    doc
      .moveTo(left, doc.y - 1.5)
      .lineTo(left + width, doc.y - 1.5)
      .lineWidth(0.5)
      .stroke('#bbbbbb');
  };
  rows.forEach((row, index) => {
    drawRow(row, index === 0 || (boldLast && index === rows.length - 1));
  });
  doc.x = left;
}

function party(doc: Pdf, title: string, lines: string[], x: number, y: number, width: number) {
  doc.font('bold').fontSize(9).fillColor('#555555').text(title.toUpperCase(), x, y, { width });
  doc.fillColor('#000000');
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? 'bold' : 'regular')
      .fontSize(10)
      .text(line, x, doc.y, { width });
  });
  return doc.y;
}

/**
 * A receipt (nyugta) or an invoice (számla), the cancellation of one, or a modifying invoice
 * (módosító számla, decision 0052: the modified invoice's number and date, the difference) as PDF. An invoice
 * carries what the VAT Act (Áfa tv. §169) requires: issue date, number, the seller's and buyer's
 * names, addresses and tax numbers, the supply date, per line the quantity, net unit price, VAT
 * rate, net, VAT and gross amounts, and the VAT summary per rate; exempt rates are named. A
 * receipt carries the issuer, the number, the date and the gross amounts.
 */
export async function renderFiscalPdf(
  content: FiscalContent,
  number: string,
  locale: Locale,
): Promise<Buffer> {
  const t = (key: MailMessageKey, params?: Record<string, string | number>) =>
    translateMail(locale, key, params);
  const title = t(titleOf(content));
  const doc = createPdf({
    title: `${title} ${number}`,
    author: content.seller.name,
    language: locale,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const invoice = content.kind === 'invoice';

  doc
    .font('bold')
    .fontSize(20)
    .text(title, left, doc.y, { width: width / 2 });
  const afterTitle = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text(`${t('documents.number')}: ${number}`, left + width / 2, doc.page.margins.top, {
      width: width / 2,
      align: 'right',
    });
  const facts: [MailMessageKey, string][] = [
    ['documents.issue_date', dateLabel(content.issueDate, locale)],
    ...(invoice
      ? [
          ['documents.supply_date', dateLabel(content.supplyDate, locale)] as [
            MailMessageKey,
            string,
          ],
        ]
      : []),
    ['documents.payment_method', t(`documents.${content.paymentMethod}`)],
    ['documents.order', `#${content.orderId}`],
  ];
  for (const [key, value] of facts) {
    doc
      .font('regular')
      .fontSize(10)
      .text(`${t(key)}: ${value}`, left + width / 2, doc.y, { width: width / 2, align: 'right' });
  }
  doc.y = Math.max(doc.y, afterTitle) + 6;
  if (content.cancels) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text(
        t('documents.cancels', {
          number: content.cancels.number,
          date: dateLabel(content.cancels.issueDate, locale),
        }),
        left,
        doc.y,
        { width },
      )
      .fillColor('#000000');
  }
  if (content.modifies) {
    doc
      .font('bold')
      .fontSize(10)
      .text(
        t('documents.modifies', {
          number: content.modifies.number,
          date: dateLabel(content.modifies.issueDate, locale),
        }),
        left,
        doc.y,
        { width },
      );
  }
  doc.moveDown(1);

  const top = doc.y;
  const half = width / 2 - 10;
  const seller = content.seller;
  const sellerBottom = party(
    doc,
    t('documents.seller'),
    [
      seller.name,
      seller.address,
      `${t('documents.tax_number')}: ${seller.taxNumber}`,
      ...(seller.registrationNumber
        ? [`${t('documents.registration_number')}: ${seller.registrationNumber}`]
        : []),
      [seller.email, seller.phone].filter((part) => part !== '').join(' · '),
    ],
    left,
    top,
    half,
  );
  const buyer = content.buyer;
  const buyerLines = [
    buyer.name,
    ...(invoice
      ? [
          [buyer.zip, buyer.city].filter(Boolean).join(' '),
          buyer.address ?? '',
          // A foreign buyer's country by its name in the document's language, not its code.
          buyer.country && buyer.country !== 'HU' ? countryName(buyer.country, locale) : '',
        ].filter((line) => line !== '')
      : []),
    ...(buyer.taxNumber ? [`${t('documents.tax_number')}: ${buyer.taxNumber}`] : []),
    buyer.email,
  ];
  const buyerBottom = party(
    doc,
    t('documents.buyer'),
    buyerLines,
    left + width / 2 + 10,
    top,
    half,
  );
  doc.y = Math.max(sellerBottom, buyerBottom) + 16;
  doc.x = left;

  const columns = invoice ? invoiceColumns : receiptColumns;
  const header = columns.map((column) => t(column.key));
  const rows = content.lines.map((line) =>
    invoice
      ? [
          line.name,
          String(line.quantity),
          formatPrice(line.netUnitPrice),
          rateLabel(line.vatRate),
          formatPrice(line.net),
          formatPrice(line.vat),
          formatPrice(line.gross),
        ]
      : [line.name, String(line.quantity), rateLabel(line.vatRate), formatPrice(line.gross)],
  );
  table(doc, columns, [header, ...rows]);
  doc.moveDown(0.8);

  if (invoice) {
    doc.font('bold').fontSize(10).text(t('documents.vat_summary'), left, doc.y);
    doc.moveDown(0.3);
    const summary = vatSummaryOf(content.lines);
    const summaryColumns: Column[] = [
      { key: 'documents.vat_rate', width: 0.25, align: 'left' },
      { key: 'documents.net', width: 0.25, align: 'right' },
      { key: 'documents.vat', width: 0.25, align: 'right' },
      { key: 'documents.gross', width: 0.25, align: 'right' },
    ];
    table(doc, summaryColumns, [
      summaryColumns.map((column) => t(column.key)),
      ...summary.map((row) => [
        rateLabel(row.vatRate),
        formatPrice(row.net),
        formatPrice(row.vat),
        formatPrice(row.gross),
      ]),
    ]);
    const exempt = summary
      .map((row) => row.vatRate)
      .filter((rate): rate is 'TAM' | 'AAM' => rate === 'TAM' || rate === 'AAM');
    for (const rate of exempt) {
      doc
        .font('regular')
        .fontSize(8.5)
        .text(t(`documents.exempt_${rate}`), left, doc.y);
    }
    doc.moveDown(0.8);
  }

  doc
    .font('bold')
    .fontSize(13)
    .text(`${t(totalOf(content))}: ${formatPrice(content.total)}`, left, doc.y, {
      width,
      align: 'right',
    });
  if (!content.cancels) {
    doc
      .font('regular')
      .fontSize(9)
      .text(t(content.modifies ? 'documents.modify_refunded' : 'documents.paid'), left, doc.y, {
        width,
        align: 'right',
      });
  }
  if (content.comment) {
    doc.moveDown(1);
    doc
      .font('regular')
      .fontSize(9)
      .text(`${t('documents.comment')}: ${content.comment}`, left, doc.y, {
        width,
      });
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(t('documents.issued_by', { theatre: content.theatre }), left, doc.y, { width });
  return pdfBytes(doc);
}
