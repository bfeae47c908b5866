import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import { getPublicSettings } from '../settings/get-public-settings.js';
import {
  findOrderForDocuments,
  findTicketFile,
  insertTicketFile,
  listOrderFiscalDocuments,
  listTicketsForPrint,
  recordFiscalFailure,
} from './documents.repository.js';
import { issueFiscalDocument, type IssueDeps } from './issue-fiscal-document.js';
import { queueCancellationMail } from './queue-cancellation-mail.js';
import { queueConfirmationMail } from './queue-confirmation-mail.js';
import { issueDocumentsJobKind } from './record-order-documents.js';
import { renderTicketsPdf } from './render-tickets-pdf.js';

const payload = z.object({ order_id: z.number().int().positive() });

type Deps = IssueDeps & { config: Config };

/** Renders the tickets of a paid order once, in its language, and stores the PDF. */
async function renderTicketFile(deps: Deps, orderId: number): Promise<void> {
  const order = await findOrderForDocuments(deps.db, orderId);
  if (order?.status !== 'paid' || (await findTicketFile(deps.db, orderId))) return;
  const tickets = await listTicketsForPrint(deps.db, orderId);
  if (tickets.length === 0) return;
  const english = order.language === 'en';
  const { theatre_name } = await getPublicSettings(deps.db);
  const pdf = await renderTicketsPdf({
    theatre: theatre_name,
    orderId,
    buyerName: order.buyer_name,
    language: english ? 'en' : 'hu',
    tickets: tickets.map((ticket) => ({
      code: ticket.code,
      eventName: (english && ticket.event_name_en ? ticket.event_name_en : ticket.event_name) ?? '',
      eventStart: ticket.event_start ?? new Date(0),
      venueName: (english && ticket.venue_name_en ? ticket.venue_name_en : ticket.venue_name) ?? '',
      venueAddress: ticket.venue_address ?? '',
      typeName: english && ticket.name_en ? ticket.name_en : ticket.name,
      price: ticket.unit_price,
    })),
  });
  await insertTicketFile(deps.db, { order_id: orderId, language: order.language, pdf });
}

/**
 * The `documents.issue` job of an order: the tickets PDF, every pending fiscal document (a
 * failure is recorded on the document and the job retried), then the confirmation e-mail with
 * them attached (or, for an order staff cancelled, the cancellation e-mail with the cancellation
 * document). Each step is skipped when already done, so the job can run again at any point.
 */
export function createIssueDocumentsHandler(deps: Deps): JobHandler {
  return async (input) => {
    const parsed = payload.safeParse(input);
    if (!parsed.success) throw new PermanentJobError(`Invalid ${issueDocumentsJobKind} payload`);
    const orderId = parsed.data.order_id;
    await renderTicketFile(deps, orderId);
    for (const document of await listOrderFiscalDocuments(deps.db, orderId)) {
      if (document.status === 'issued') continue;
      try {
        await issueFiscalDocument(deps, document.id);
      } catch (error) {
        await recordFiscalFailure(
          deps.db,
          document.id,
          error instanceof Error ? error.message : String(error),
        );
        throw error;
      }
    }
    await queueConfirmationMail(deps, orderId);
    // An order staff cancelled: its buyer is told, with the cancellation document attached.
    await deps.db
      .transaction()
      .execute((trx) =>
        queueCancellationMail(trx, { config: deps.config, now: deps.clock.now() }, orderId),
      );
  };
}
