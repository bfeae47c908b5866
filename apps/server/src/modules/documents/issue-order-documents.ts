import { z } from 'zod';
import type { Config } from '../../config/config.js';
import { PermanentJobError, type JobHandler } from '../../jobs/job-registry.js';
import { listOrderFiscalDocuments, recordFiscalFailure } from './documents.repository.js';
import { issueFiscalDocument, type IssueDeps } from './issue-fiscal-document.js';
import { queueCancellationMail } from './queue-cancellation-mail.js';
import { queueConfirmationMail } from './queue-confirmation-mail.js';
import { issueDocumentsJobKind } from './record-order-documents.js';
import { renderOrderTickets } from './render-order-tickets.js';

const payload = z.object({ order_id: z.number().int().positive() });

type Deps = IssueDeps & { config: Config };

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
    await renderOrderTickets(deps, orderId);
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
