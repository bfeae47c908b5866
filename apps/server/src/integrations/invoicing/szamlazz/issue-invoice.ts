import {
  InvoicingRejectedError,
  type FiscalDocumentRequest,
  type IssuedFiscalDocument,
} from '../invoicing-service.js';
import { findInvoice } from './find-invoice.js';
import type { SzamlazzAgent } from './szamlazz-agent.js';
import { issuedDocument, readIssuedInvoice, refusalError } from './szamlazz-answers.js';
import { invoiceXml } from './szamlazz-request-xml.js';

/**
 * Issues a paid invoice, once per call id. The agent has no idempotency key for invoices, so an
 * answer lost on the way (a timeout after Számlázz.hu saved the invoice) would make the retry
 * issue a second invoice. Instead, every invoice carries the call id as its external id
 * (`szamlaKulsoAzon`), and every try first asks for an invoice with that id: found, it is the
 * earlier try's invoice and is returned; only otherwise is one created.
 *
 * The external id rather than the order number (`rendelesSzam`) is the key because an order may
 * rightly get a second invoice after the first is cancelled (corrected billing data), and the
 * order-number query answers the newest invoice of the order, which may be another call's.
 * Two tries of one call running at the same moment could still both create: the caller's job
 * lease keeps a call to one worker at a time.
 */
export async function issueInvoice(
  agent: SzamlazzAgent,
  request: FiscalDocumentRequest,
): Promise<IssuedFiscalDocument> {
  const earlier = await findInvoice(agent, { externalId: request.callId });
  if (earlier) {
    if (
      earlier.type === 'SS' ||
      (earlier.orderRef !== null && earlier.orderRef !== request.orderRef) ||
      (request.modifies != null &&
        earlier.referencedNumber !== null &&
        earlier.referencedNumber !== request.modifies.number)
    ) {
      throw new InvoicingRejectedError(
        `Számlázz.hu already has ${earlier.number} with external id ${request.callId}, not an invoice of order ${request.orderRef}`,
        null,
      );
    }
    agent.log?.warn(
      { callId: request.callId, number: earlier.number },
      'Számlázz.hu invoice of an earlier try returned',
    );
    return issuedDocument(earlier, 'the invoice');
  }
  const answer = await agent.post(
    'action-xmlagentxmlfile',
    invoiceXml({
      agentKey: agent.agentKey,
      eInvoice: agent.eInvoice,
      prefix: agent.invoicePrefix,
      request,
    }),
  );
  const outcome = readIssuedInvoice(answer);
  if (!outcome.ok) {
    throw refusalError(`the invoice of order ${request.orderRef}`, outcome.refusal, agent.agentKey);
  }
  return outcome.value;
}
