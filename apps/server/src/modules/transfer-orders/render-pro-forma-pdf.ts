import { formatDate, formatPrice, translate, type Locale, type MessageKey } from '@theatre/i18n';
import type { TransferSettings } from '@theatre/contracts';
import type { FiscalBuyer } from '../../integrations/invoicing/invoicing-service.js';
import type { FiscalSeller } from '../documents/fiscal-content.js';
import { createPdf, pdfBytes } from '../documents/pdf-document.js';

/** What a pro-forma says: read when it is rendered (it is not a fiscal document, never stored). */
export interface ProFormaContent {
  orderId: number;
  seller: FiscalSeller;
  buyer: FiscalBuyer;
  /** `seats`: a seated performance's seats of the line, row by row; null: none. */
  lines: {
    name: string;
    seats: string | null;
    quantity: number;
    unitPrice: number;
    total: number;
  }[];
  total: number;
  createdAt: Date;
  dueAt: Date;
  bank: Pick<TransferSettings, 'bank_name' | 'bank_account'>;
}

/** The deadline as a day: the last day the transfer may arrive (the instant is its day's end). */
export function deadlineDay(dueAt: Date, locale: Locale): string {
  return formatDate(new Date(dueAt.getTime() - 1), locale);
}

/** The payment reference the buyer writes in the transfer's comment. */
export function paymentReference(orderId: number, locale: Locale): string {
  return translate(locale, 'transfer.reference_value', { id: orderId });
}

/**
 * The pro-forma (díjbekérő) of a group order as PDF (decision 0046): "Díjbekérő — nem számla" in
 * its title, no number of the invoice series (the order number names it), the seller and the
 * buyer, the lines, the amount, the theatre's bank account, the deadline and the reference.
 */
export async function renderProFormaPdf(content: ProFormaContent, locale: Locale): Promise<Buffer> {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(locale, key, params);
  const doc = createPdf({
    title: `${t('transfer.title')} ${String(content.orderId)}`,
    author: content.seller.name,
    language: locale,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(20).text(t('transfer.title'), left, doc.y, { width });
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor('#b00020');
  doc.text(t('transfer.not_invoice'), { width }).fillColor('#000000');
  doc.moveDown(0.8).fontSize(10);
  const facts: [MessageKey, string][] = [
    ['transfer.number', String(content.orderId)],
    ['transfer.issued', formatDate(content.createdAt, locale)],
    ['transfer.deadline', deadlineDay(content.dueAt, locale)],
  ];
  for (const [key, value] of facts) doc.text(`${t(key)}: ${value}`, { width });

  const top = doc.y + 12;
  const half = width / 2 - 8;
  const party = (heading: MessageKey, lines: string[], x: number) => {
    doc.font('bold').fontSize(11).text(t(heading), x, top, { width: half });
    doc.font('regular').fontSize(10);
    for (const line of lines.filter((text) => text !== ''))
      doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const { seller, buyer } = content;
  const sellerEnd = party(
    'transfer.seller',
    [
      seller.name,
      seller.address,
      seller.taxNumber ? t('transfer.tax_number', { tax: seller.taxNumber }) : '',
      seller.email,
    ],
    left,
  );
  const buyerEnd = party(
    'transfer.buyer',
    [
      buyer.name,
      [buyer.zip, buyer.city, buyer.address].filter(Boolean).join(' '),
      buyer.taxNumber ? t('transfer.tax_number', { tax: buyer.taxNumber }) : '',
      buyer.email,
    ],
    left + width / 2 + 8,
  );
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;

  doc.font('bold').fontSize(11).text(t('transfer.items'), left, doc.y, { width });
  doc.font('regular').fontSize(10);
  for (const line of content.lines) {
    const y = doc.y + 2;
    doc.text(line.name, left, y, { width: width * 0.55 });
    if (line.seats !== null) {
      doc
        .fontSize(9)
        .text(line.seats, left, doc.y, { width: width * 0.55 })
        .fontSize(10);
    }
    const after = doc.y;
    doc.text(
      t('transfer.quantity', { quantity: line.quantity, price: formatPrice(line.unitPrice) }),
      left + width * 0.55,
      y,
      { width: width * 0.25, align: 'right' },
    );
    doc.text(formatPrice(line.total), left + width * 0.8, y, {
      width: width * 0.2,
      align: 'right',
    });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown(0.6).font('bold').fontSize(13);
  doc.text(`${t('transfer.total')}: ${formatPrice(content.total)}`, left, doc.y, {
    width,
    align: 'right',
  });

  doc.moveDown(1).fontSize(11);
  const payment: [MessageKey, string][] = [
    ['transfer.bank', content.bank.bank_name],
    ['transfer.account', content.bank.bank_account],
    ['transfer.reference', paymentReference(content.orderId, locale)],
    ['transfer.deadline', deadlineDay(content.dueAt, locale)],
  ];
  for (const [key, value] of payment) {
    doc
      .font('regular')
      .fontSize(10)
      .text(`${t(key)}: `, left, doc.y, { continued: true, width });
    doc.font('bold').text(value);
  }
  doc.moveDown(1).font('regular').fontSize(9).text(t('transfer.hold'), left, doc.y, { width });
  return pdfBytes(doc);
}
