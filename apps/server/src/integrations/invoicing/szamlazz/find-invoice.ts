import type { SzamlazzAgent } from './szamlazz-agent.js';
import { readInvoiceData, refusalError, type FoundInvoice } from './szamlazz-answers.js';
import { invoiceQueryXml, type InvoiceSelector } from './szamlazz-request-xml.js';

/** Code 7 (Hiányzó adat) is how the query says that no invoice matches the selector. */
const notFound = '7';

/**
 * One invoice with its data and PDF (`action-szamla_agent_xml`), by number, external id or order
 * number (the newest with that order number); null when none matches. Read-only, so the use cases
 * may ask it before and after a write to learn what an earlier, unanswered call did.
 */
export async function findInvoice(
  agent: SzamlazzAgent,
  selector: InvoiceSelector,
): Promise<FoundInvoice | null> {
  const answer = await agent.post(
    'action-szamla_agent_xml',
    invoiceQueryXml(agent.agentKey, selector),
  );
  const outcome = readInvoiceData(answer);
  if (outcome.ok) return outcome.value;
  if (outcome.refusal.code === notFound) return null;
  throw refusalError('the invoice query', outcome.refusal, agent.agentKey);
}
