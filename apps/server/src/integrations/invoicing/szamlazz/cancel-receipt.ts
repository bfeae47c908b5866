import {
  InvoicingRejectedError,
  InvoicingUnavailableError,
  type FiscalCancellationRequest,
  type IssuedFiscalDocument,
} from '../invoicing-service.js';
import { findReceipt, findReceiptOfCall } from './find-receipt.js';
import type { SzamlazzAgent } from './szamlazz-agent.js';
import {
  credentialCodes,
  issuedDocument,
  readReceipt,
  refusalError,
  type FoundReceipt,
} from './szamlazz-answers.js';
import { receiptCancelXml } from './szamlazz-request-xml.js';

const cancels = (receipt: FoundReceipt | null, original: string): receipt is FoundReceipt =>
  receipt !== null && receipt.type === 'SN' && receipt.cancelledNumber === original;

/**
 * The sztornó receipt that already cancels `original`: the one this call id made, else, when
 * the original says it is cancelled, the newest receipt of its order number (a sztornó receipt
 * keeps the order number of the receipt it cancels). A receipt does not name its sztornó
 * receipt, so the order number is the only way from one to the other.
 */
async function findCancellation(
  agent: SzamlazzAgent,
  original: string,
  callId: string,
): Promise<FoundReceipt | null> {
  const ofThisCall = await findReceiptOfCall(agent, callId, 'SN', null);
  if (cancels(ofThisCall, original)) return ofThisCall;
  const cancelled = await findReceipt(agent, { number: original });
  if (!cancelled?.cancelled || cancelled.orderRef === null) return null;
  const newest = await findReceipt(agent, { orderRef: cancelled.orderRef });
  return cancels(newest, original) ? newest : null;
}

/**
 * Cancels a receipt with a sztornó receipt (`action-szamla_agent_nyugta_storno`), once per
 * receipt. A retry of this call (338: its call id is used) and a second cancellation of a
 * cancelled receipt both get the existing sztornó receipt: on a refusal that is not about the
 * key or a passing outage, the adapter looks the existing one up (read-only) and returns it.
 */
export async function cancelReceipt(
  agent: SzamlazzAgent,
  request: FiscalCancellationRequest,
): Promise<IssuedFiscalDocument> {
  const answer = await agent.post(
    'action-szamla_agent_nyugta_storno',
    receiptCancelXml(agent.agentKey, request.originalNumber, request.callId),
  );
  const outcome = readReceipt(answer);
  if (outcome.ok) {
    const receipt = outcome.value;
    // The answer names the cancelled receipt; an answer that does not is taken at its word.
    const cancelled = receipt.cancelledNumber ?? request.originalNumber;
    if (receipt.type !== 'SN' || cancelled !== request.originalNumber) {
      throw new InvoicingUnavailableError(
        `Számlázz.hu answered ${receipt.number} (${receipt.type}), not a sztornó of ${request.originalNumber}`,
      );
    }
    return issuedDocument(receipt, 'the sztornó receipt');
  }
  const { refusal } = outcome;
  const error = refusalError(
    `the cancellation of ${request.originalNumber}`,
    refusal,
    agent.agentKey,
  );
  if (error instanceof InvoicingRejectedError && !credentialCodes.has(refusal.code ?? '')) {
    const existing = await findCancellation(agent, request.originalNumber, request.callId);
    if (existing) {
      agent.log?.warn(
        { original: request.originalNumber, number: existing.number, code: refusal.code },
        'Számlázz.hu receipt was already cancelled; the existing sztornó receipt returned',
      );
      return issuedDocument(existing, 'the sztornó receipt');
    }
  }
  throw error;
}
