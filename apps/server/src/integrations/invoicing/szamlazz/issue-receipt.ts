import {
  InvoicingRejectedError,
  InvoicingUnavailableError,
  type FiscalDocumentRequest,
  type IssuedFiscalDocument,
} from '../invoicing-service.js';
import { findReceiptOfCall } from './find-receipt.js';
import type { SzamlazzAgent } from './szamlazz-agent.js';
import { issuedDocument, readReceipt, refusalError } from './szamlazz-answers.js';
import { receiptXml } from './szamlazz-request-xml.js';

/** "The caller ID you have just used already exists on the server." */
const callIdUsed = '338';

/**
 * Issues a receipt (nyugta), once per call id. The call id travels as `hivasAzonosito`, which
 * Számlázz.hu keeps unique: a second receipt with it is refused with 338 and nothing is issued,
 * but the refusal does not carry the receipt the first try made. So a 338 means "an earlier try
 * succeeded and its answer was lost": the adapter fetches that receipt and returns it, so a
 * retry gets the same number and PDF as the first try would have.
 */
export async function issueReceipt(
  agent: SzamlazzAgent,
  request: FiscalDocumentRequest,
): Promise<IssuedFiscalDocument> {
  const answer = await agent.post(
    'action-szamla_agent_nyugta_create',
    receiptXml({ agentKey: agent.agentKey, prefix: agent.receiptPrefix, request }),
  );
  const outcome = readReceipt(answer);
  if (outcome.ok) {
    const receipt = outcome.value;
    if (receipt.type !== 'NY' || (receipt.callId !== null && receipt.callId !== request.callId)) {
      throw new InvoicingUnavailableError(
        `Számlázz.hu answered ${receipt.number} (${receipt.type}), not the receipt of call ${request.callId}`,
      );
    }
    return issuedDocument(receipt, 'the receipt');
  }
  if (outcome.refusal.code !== callIdUsed) {
    throw refusalError(`the receipt of order ${request.orderRef}`, outcome.refusal, agent.agentKey);
  }
  const earlier = await findReceiptOfCall(agent, request.callId, 'NY', request.orderRef);
  if (!earlier) {
    throw new InvoicingRejectedError(
      `Számlázz.hu has a document with call id ${request.callId} but does not return it as a receipt of order ${request.orderRef}`,
      callIdUsed,
    );
  }
  agent.log?.warn(
    { callId: request.callId, number: earlier.number },
    'Számlázz.hu receipt of an earlier try returned',
  );
  return issuedDocument(earlier, 'the receipt');
}
