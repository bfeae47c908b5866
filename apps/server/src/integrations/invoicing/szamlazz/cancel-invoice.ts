import {
  InvoicingRejectedError,
  type FiscalCancellationRequest,
  type IssuedFiscalDocument,
} from '../invoicing-service.js';
import { findInvoice } from './find-invoice.js';
import type { SzamlazzAgent } from './szamlazz-agent.js';
import {
  credentialCodes,
  issuedDocument,
  readIssuedInvoice,
  refusalError,
  type FoundInvoice,
} from './szamlazz-answers.js';
import { invoiceCancelXml } from './szamlazz-request-xml.js';

const cancels = (invoice: FoundInvoice | null, original: string): invoice is FoundInvoice =>
  invoice !== null && invoice.type === 'SS' && invoice.referencedNumber === original;

/**
 * The sztornó invoice that already cancels `original`: the one this call id made (its external
 * id), else, when the original is marked cancelled, the newest invoice of its order number (a
 * sztornó invoice inherits the order number of the invoice it cancels). Null when there is none.
 */
async function findCancellation(
  agent: SzamlazzAgent,
  original: string,
  callId: string,
): Promise<FoundInvoice | null> {
  const ofThisCall = await findInvoice(agent, { externalId: callId });
  if (cancels(ofThisCall, original)) return ofThisCall;
  const cancelled = await findInvoice(agent, { number: original });
  if (!cancelled?.cancelled || cancelled.orderRef === null) return null;
  const newest = await findInvoice(agent, { orderRef: cancelled.orderRef });
  return cancels(newest, original) ? newest : null;
}

/**
 * Cancels a whole invoice with a sztornó invoice (`action-szamla_agent_st`), once per invoice.
 * A second cancellation of a cancelled invoice is not an error for the caller: it gets the
 * existing sztornó invoice. Számlázz.hu may answer such a repeat by echoing the existing sztornó
 * invoice (observed by other integrators) or by refusing it; on any refusal that is not about
 * the key or a passing outage, the adapter looks for the existing sztornó invoice (read-only
 * queries) and returns it when it finds one, else the refusal stands.
 */
export async function cancelInvoice(
  agent: SzamlazzAgent,
  request: FiscalCancellationRequest,
): Promise<IssuedFiscalDocument> {
  const answer = await agent.post(
    'action-szamla_agent_st',
    invoiceCancelXml({
      agentKey: agent.agentKey,
      eInvoice: agent.eInvoice,
      number: request.originalNumber,
      issueDate: request.issueDate,
      callId: request.callId,
    }),
  );
  const outcome = readIssuedInvoice(answer);
  if (outcome.ok) {
    // A proforma's "storno" echoes the document itself: nothing was cancelled.
    if (outcome.value.number === request.originalNumber) {
      throw new InvoicingRejectedError(
        `Számlázz.hu did not cancel ${request.originalNumber}: it is not an invoice`,
        null,
      );
    }
    return outcome.value;
  }
  const { refusal } = outcome;
  const what = `the cancellation of ${request.originalNumber}`;
  const error = refusalError(what, refusal, agent.agentKey);
  if (error instanceof InvoicingRejectedError && !credentialCodes.has(refusal.code ?? '')) {
    const existing = await findCancellation(agent, request.originalNumber, request.callId);
    if (existing) {
      agent.log?.warn(
        { original: request.originalNumber, number: existing.number, code: refusal.code },
        'Számlázz.hu invoice was already cancelled; the existing sztornó invoice returned',
      );
      return issuedDocument(existing, 'the sztornó invoice');
    }
  }
  throw error;
}
