import { seatsSummary } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { translate } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { FileReply } from '../../http/send-file.js';
import { AppError } from '../../lib/app-error.js';
import { mergeSeatLines } from '../documents/merge-seat-lines.js';
import { readOrderForDocuments } from '../documents/read-order-for-documents.js';
import { buyerOf, lineName } from '../documents/record-order-documents.js';
import { getCompanySettings } from '../settings/get-public-settings.js';
import { getTransferSettings } from '../settings/get-transfer-settings.js';
import { renderProFormaPdf } from './render-pro-forma-pdf.js';
import { findTransferDeadline } from './transfer-orders.repository.js';

/**
 * The pro-forma of a group order as a file, rendered from the order as stored (its lines, billing
 * data and deadline) and the bank account now set: GET /admin/transfer-orders/:id/pro-forma and
 * the pro-forma e-mail. Any order taken by transfer has one, also once paid (404 otherwise).
 */
export async function proFormaFile(db: Db, orderId: number, locale?: Locale): Promise<FileReply> {
  const read = await readOrderForDocuments(db, orderId);
  const facts = await findTransferDeadline(db, orderId);
  if (!read || !facts?.payment_due_at) throw new AppError('order_not_found');
  const { order, lines } = read;
  const language: Locale = locale ?? (order.language === 'en' ? 'en' : 'hu');
  const [company, bank] = await Promise.all([getCompanySettings(db), getTransferSettings(db)]);
  const content = await renderProFormaPdf(
    {
      orderId,
      seller: {
        name: company.name,
        address: company.address,
        taxNumber: company.tax_number,
        registrationNumber: company.registration_number,
        email: company.email,
        phone: company.phone,
      },
      buyer: buyerOf(order),
      lines: mergeSeatLines(lines).map((line) => ({
        name: lineName({ ...line, seat: null }, language === 'en'),
        seats: line.seats.length > 0 ? seatsSummary(line.seats, language) : null,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        total: line.total,
      })),
      total: order.total,
      createdAt: facts.created_at,
      dueAt: facts.payment_due_at,
      bank,
    },
    language,
  );
  return {
    filename: translate(language, 'transfer.filename', { id: orderId }),
    contentType: 'application/pdf',
    content,
  };
}
