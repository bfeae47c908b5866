import { formatDateTime, formatPrice } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import { createPdf, drawQrCode, pdfBytes, type Pdf } from './pdf-document.js';
import type { PrintedTicket, TicketFormat, TicketPrint } from './ticket-print.js';
import { drawStockTicket, drawThermalTicket } from './ticket-slips.js';

export type { PrintedTicket, TicketFormat, TicketPrint } from './ticket-print.js';

function field(doc: Pdf, label: string, value: string, x: number, width: number): void {
  doc.font('regular').fontSize(9).fillColor('#555555').text(label.toUpperCase(), x, doc.y, {
    width,
  });
  doc.font('bold').fontSize(13).fillColor('#000000').text(value, x, doc.y, { width });
  doc.moveDown(0.6);
}

function drawTicket(doc: Pdf, print: TicketPrint, ticket: PrintedTicket, index: number): void {
  const t = (key: Parameters<typeof translateMail>[1], params?: Record<string, string | number>) =>
    translateMail(print.language, key, params);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  const qrSize = 190;
  const textWidth = width - qrSize - 64;

  doc.roundedRect(left, top, width, 330, 10).lineWidth(1.5).stroke('#222222');
  doc.x = left + 20;
  doc.y = top + 18;
  doc.font('bold').fontSize(11).fillColor('#555555').text(print.theatre, { width: textWidth });
  doc
    .font('regular')
    .fontSize(9)
    .text(
      `${t('documents.ticket.title')} · ${t('documents.ticket.of', {
        index: index + 1,
        count: print.tickets.length,
      })}`,
      { width: textWidth },
    );
  doc.moveDown(0.5);
  doc.font('bold').fontSize(22).fillColor('#000000').text(ticket.eventName, { width: textWidth });
  doc.moveDown(0.4);
  const x = left + 20;
  field(
    doc,
    t('documents.ticket.date'),
    formatDateTime(ticket.eventStart, print.language),
    x,
    textWidth,
  );
  field(
    doc,
    t('documents.ticket.venue'),
    ticket.venueAddress ? `${ticket.venueName}, ${ticket.venueAddress}` : ticket.venueName,
    x,
    textWidth,
  );
  if (ticket.seat) field(doc, t('documents.ticket.seat'), ticket.seat, x, textWidth);
  field(
    doc,
    t('documents.ticket.type'),
    `${ticket.typeName} · ${formatPrice(ticket.price)}`,
    x,
    textWidth,
  );
  field(
    doc,
    t('documents.ticket.buyer'),
    `${print.buyerName} · ${t('documents.ticket.order')} #${print.orderId}`,
    x,
    textWidth,
  );

  const qrX = left + width - qrSize - 16;
  drawQrCode(doc, ticket.code, qrX, top + 40, qrSize);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(t('documents.ticket.code'), qrX, top + 40 + qrSize + 4, {
      width: qrSize,
      align: 'center',
    });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(ticket.code, qrX, doc.y, { width: qrSize, align: 'center' });

  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#333333')
    .text(t('documents.ticket.note'), left, top + 350, { width });
}

/**
 * The tickets of an order as one PDF, one ticket per page: the theatre, the production, the
 * performance's date and venue, the ticket type and price, the order and buyer, and the ticket's
 * code as a QR code and in letters. On A4 (print at home, or show on a phone: the stored file),
 * or for the desk's printers (ticket-slips.ts): an 80 mm thermal roll or 210 × 74 mm ticket stock.
 */
export async function renderTicketsPdf(
  print: TicketPrint,
  format: TicketFormat = 'a4',
): Promise<Buffer> {
  const doc = createPdf(
    {
      title: `${translateMail(print.language, 'documents.ticket.title')} #${print.orderId}`,
      author: print.theatre,
      language: print.language,
    },
    { firstPage: format === 'a4' },
  );
  print.tickets.forEach((ticket, index) => {
    if (format === 'thermal80') {
      drawThermalTicket(doc, print, ticket, index);
    } else if (format === 'stock') {
      drawStockTicket(doc, print, ticket, index);
    } else {
      if (index > 0) doc.addPage();
      drawTicket(doc, print, ticket, index);
    }
  });
  return pdfBytes(doc);
}
