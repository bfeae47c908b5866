import type { SzamlazzAgent } from './szamlazz-agent.js';
import { readReceipt, refusalError, type FoundReceipt } from './szamlazz-answers.js';
import { receiptQueryXml, type ReceiptSelector } from './szamlazz-request-xml.js';

/** 339: no such receipt; 7: a missing or unmatched selector. Both mean "none" to a lookup. */
const notFound = new Set(['339', '7']);

/**
 * One receipt with its PDF (`action-szamla_agent_nyugta_get`) by receipt number, order number
 * (the newest receipt of the order) or call id; null when none matches. Read-only.
 */
export async function findReceipt(
  agent: SzamlazzAgent,
  selector: ReceiptSelector,
): Promise<FoundReceipt | null> {
  const answer = await agent.post(
    'action-szamla_agent_nyugta_get',
    receiptQueryXml(agent.agentKey, selector),
  );
  const outcome = readReceipt(answer);
  if (outcome.ok) return outcome.value;
  if (notFound.has(outcome.refusal.code ?? '')) return null;
  throw refusalError('the receipt query', outcome.refusal, agent.agentKey);
}

/**
 * The receipt (`NY`) or sztornó receipt (`SN`) a call id made. Asked by the call id first; the
 * schema has `hivasAzonosito` among the query's fields but the documentation names only the
 * receipt and order numbers as selectors, so the order number is the second way (its newest
 * receipt). Either answer counts only if it carries this call id.
 */
export async function findReceiptOfCall(
  agent: SzamlazzAgent,
  callId: string,
  type: 'NY' | 'SN',
  orderRef: string | null,
): Promise<FoundReceipt | null> {
  const made = (receipt: FoundReceipt | null): receipt is FoundReceipt =>
    receipt !== null && receipt.callId === callId && receipt.type === type;
  const byCallId = await findReceipt(agent, { callId });
  if (made(byCallId)) return byCallId;
  if (orderRef === null) return null;
  const byOrder = await findReceipt(agent, { orderRef });
  return made(byOrder) ? byOrder : null;
}
