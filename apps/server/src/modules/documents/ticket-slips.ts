import { formatDateTime, formatPrice } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import { drawQrCode, type Pdf } from './pdf-document.js';
import type { PrintedTicket, TicketPrint } from './ticket-print.js';

/**
 * The desk's ticket formats besides A4 (decision 0044), one ticket per page, so a thermal printer
 * cuts after each and ticket stock takes one ticket per blank:
 * - `thermal80`: 80 mm wide (72 mm printed), as tall as the ticket, for 80 mm receipt printers;
 * - `stock`: 210 × 74 mm landscape (a quarter of an A4 sheet, the common perforated ticket stock),
 *   the text on the left and a stub with the QR code on the right.
 * The QR code stays at least 45 mm wide, well within what door scanners read.
 */

/** Millimetres in PDF points. */
export const mm = (value: number): number => (value * 72) / 25.4;

export const slipSizes = {
  thermal80: { width: mm(80), margin: mm(4) },
  stock: { width: mm(210), height: mm(74), margin: mm(5) },
} as const;

type Font = 'regular' | 'bold';

interface Line {
  font: Font;
  size: number;
  text: string;
  color: string;
  align?: 'left' | 'center';
  /** Points below it. */
  gap: number;
  /** At most this many points tall (longer text ends in an ellipsis). */
  maxHeight?: number;
}

function heightOf(doc: Pdf, line: Line, width: number): number {
  doc.font(line.font).fontSize(line.size);
  const height = doc.heightOfString(line.text, { width, align: line.align ?? 'left' });
  return Math.min(height, line.maxHeight ?? height) + line.gap;
}

function draw(doc: Pdf, line: Line, x: number, y: number, width: number): number {
  doc
    .font(line.font)
    .fontSize(line.size)
    .fillColor(line.color)
    .text(line.text, x, y, {
      width,
      align: line.align ?? 'left',
      ...(line.maxHeight === undefined ? {} : { height: line.maxHeight, ellipsis: true }),
    });
  return y + heightOf(doc, line, width);
}

type Translate = (
  key: Parameters<typeof translateMail>[1],
  params?: Record<string, string | number>,
) => string;

function translator(print: TicketPrint): Translate {
  return (key, params) => translateMail(print.language, key, params);
}

/** A label and its value, as two lines. */
function field(label: string, value: string, sizes: { label: number; value: number }): Line[] {
  return [
    { font: 'regular', size: sizes.label, text: label.toUpperCase(), color: '#444444', gap: 0 },
    { font: 'bold', size: sizes.value, text: value, color: '#000000', gap: sizes.value * 0.45 },
  ];
}

function header(print: TicketPrint, index: number, t: Translate, align: 'left' | 'center') {
  const count = t('documents.ticket.of', { index: index + 1, count: print.tickets.length });
  return [
    { font: 'bold', size: 9, text: print.theatre, color: '#222222', align, gap: 1 },
    {
      font: 'regular',
      size: 8,
      text: `${t('documents.ticket.title')} · ${count}`,
      color: '#444444',
      align,
      gap: 5,
    },
  ] satisfies Line[];
}

function fieldsOf(print: TicketPrint, ticket: PrintedTicket, t: Translate) {
  const venue = ticket.venueAddress
    ? `${ticket.venueName}, ${ticket.venueAddress}`
    : ticket.venueName;
  return {
    date: [t('documents.ticket.date'), formatDateTime(ticket.eventStart, print.language)],
    venue: [t('documents.ticket.venue'), venue],
    seat: ticket.seat ? [t('documents.ticket.seat'), ticket.seat] : null,
    type: [t('documents.ticket.type'), `${ticket.typeName} · ${formatPrice(ticket.price)}`],
    buyer: [
      t('documents.ticket.buyer'),
      `${print.buyerName} · ${t('documents.ticket.order')} #${print.orderId}`,
    ],
  } as const;
}

/** One ticket on its own page of an 80 mm roll, the page as tall as the ticket. */
export function drawThermalTicket(
  doc: Pdf,
  print: TicketPrint,
  ticket: PrintedTicket,
  index: number,
): void {
  const t = translator(print);
  const { width: pageWidth, margin } = slipSizes.thermal80;
  const width = pageWidth - 2 * margin;
  const qrSize = mm(50);
  const fields = fieldsOf(print, ticket, t);
  const sizes = { label: 7, value: 10 };
  const top: Line[] = [
    ...header(print, index, t, 'center'),
    { font: 'bold', size: 14, text: ticket.eventName, color: '#000000', gap: 6 },
    ...[fields.date, fields.venue, fields.seat, fields.type, fields.buyer].flatMap((pair) =>
      pair ? field(pair[0], pair[1], sizes) : [],
    ),
  ];
  const bottom: Line[] = [
    {
      font: 'regular',
      size: 7,
      text: t('documents.ticket.code'),
      color: '#444444',
      align: 'center',
      gap: 0,
    },
    { font: 'bold', size: 11, text: ticket.code, color: '#000000', align: 'center', gap: 4 },
    { font: 'regular', size: 7, text: t('documents.ticket.note'), color: '#222222', gap: 0 },
  ];
  const measure = (lines: Line[]) =>
    lines.reduce((sum, line) => sum + heightOf(doc, line, width), 0);
  const height = margin + measure(top) + 4 + qrSize + 4 + measure(bottom) + margin + 2;
  doc.addPage({
    size: [pageWidth, height],
    margins: { top: margin, left: margin, right: margin, bottom: 0 },
  });
  let y = margin;
  for (const line of top) y = draw(doc, line, margin, y, width);
  y += 4;
  drawQrCode(doc, ticket.code, (pageWidth - qrSize) / 2, y, qrSize);
  y += qrSize + 4;
  for (const line of bottom) y = draw(doc, line, margin, y, width);
}

/** One ticket on a 210 × 74 mm blank: the text on the left, a stub with the QR code on the right. */
export function drawStockTicket(
  doc: Pdf,
  print: TicketPrint,
  ticket: PrintedTicket,
  index: number,
): void {
  const t = translator(print);
  const { width: pageWidth, height: pageHeight, margin } = slipSizes.stock;
  doc.addPage({
    size: [pageWidth, pageHeight],
    margins: { top: margin, left: margin, right: margin, bottom: 0 },
  });
  const stub = mm(56);
  const stubX = pageWidth - margin - stub;
  const pad = 8;
  const textX = margin + pad;
  const textWidth = stubX - textX - pad;
  const fields = fieldsOf(print, ticket, t);
  const sizes = { label: 6.5, value: 9 };

  doc
    .roundedRect(margin, margin, pageWidth - 2 * margin, pageHeight - 2 * margin, 6)
    .lineWidth(1)
    .stroke('#222222');
  // Where the stub is torn off.
  doc
    .moveTo(stubX, margin + 4)
    .lineTo(stubX, pageHeight - margin - 4)
    .dash(3, { space: 3 })
    .stroke('#666666')
    .undash();

  let y = margin + pad;
  for (const line of header(print, index, t, 'left')) y = draw(doc, line, textX, y, textWidth);
  y = draw(
    doc,
    { font: 'bold', size: 15, text: ticket.eventName, color: '#000000', gap: 5, maxHeight: 38 },
    textX,
    y,
    textWidth,
  );
  const columnWidth = (textWidth - 12) / 2;
  const columns = [
    [fields.date, fields.venue],
    [fields.seat, fields.type, fields.buyer],
  ];
  let bottom = y;
  columns.forEach((column, at) => {
    let columnY = y;
    const x = textX + at * (columnWidth + 12);
    for (const pair of column) {
      if (!pair) continue;
      for (const line of field(pair[0], pair[1], sizes)) {
        columnY = draw(doc, { ...line, maxHeight: line.size * 2.5 }, x, columnY, columnWidth);
      }
    }
    bottom = Math.max(bottom, columnY);
  });
  const noteY = Math.max(bottom, pageHeight - margin - pad - 18);
  draw(
    doc,
    {
      font: 'regular',
      size: 6.5,
      text: t('documents.ticket.note'),
      color: '#222222',
      gap: 0,
      maxHeight: 18,
    },
    textX,
    noteY,
    textWidth,
  );

  const qrSize = mm(45);
  const qrX = stubX + (stub - qrSize) / 2;
  const qrY = margin + 6;
  drawQrCode(doc, ticket.code, qrX, qrY, qrSize);
  const codeY = draw(
    doc,
    {
      font: 'regular',
      size: 6.5,
      text: t('documents.ticket.code'),
      color: '#444444',
      align: 'center',
      gap: 0,
    },
    stubX + 4,
    qrY + qrSize + 2,
    stub - 8,
  );
  draw(
    doc,
    { font: 'bold', size: 9, text: ticket.code, color: '#000000', align: 'center', gap: 0 },
    stubX + 4,
    codeY,
    stub - 8,
  );
}
