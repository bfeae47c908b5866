import { newTicketCode, paymentMeansOf, seatName } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { FiscalBuyer } from '../../integrations/invoicing/invoicing-service.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { getCompanySettings, getTheatreName } from '../settings/get-public-settings.js';
import type { FiscalContent } from './fiscal-content.js';
import { fiscalLinesOf, type SoldLine } from './fiscal-lines.js';
import {
  findOrderForDocuments,
  insertFiscalDocument,
  insertTickets,
  listSoldLines,
  type DocumentsOrder,
} from './documents.repository.js';

type Trx = Transaction<Database>;

export const issueDocumentsJobKind = 'documents.issue';

/** Who issues the fiscal documents: the built-in issuer, or Számlázz.hu. */
export type IssuerName = 'builtin' | 'szamlazz';

/** Számlázz.hu when it is configured, otherwise the built-in issuer. */
export function issuerOf(config: Pick<Config, 'szamlazz'>): IssuerName {
  return config.szamlazz ? 'szamlazz' : 'builtin';
}

interface BillingSnapshot {
  is_company?: boolean;
  tax_number?: string | null;
  name?: string | null;
  country?: string;
  zip?: string | null;
  city?: string | null;
  street_name?: string | null;
  public_place_category?: string | null;
  house_number?: string | null;
  building?: string | null;
  stairway?: string | null;
  floor?: string | null;
  door?: string | null;
  comment?: string | null;
}

function billingOf(order: DocumentsOrder): BillingSnapshot | null {
  return order.needs_invoice && order.billing !== null && typeof order.billing === 'object'
    ? order.billing
    : null;
}

/** One line of address: street, public place, number, then building, stairway, floor, door. */
function addressLine(billing: BillingSnapshot): string {
  const street = [billing.street_name, billing.public_place_category, billing.house_number]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
  const rest = [billing.building, billing.stairway, billing.floor, billing.door].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return [street, ...rest].join(', ');
}

export function buyerOf(order: DocumentsOrder): FiscalBuyer {
  const billing = billingOf(order);
  if (!billing) return { name: order.buyer_name, email: order.buyer_email };
  return {
    name: billing.name ?? order.buyer_name,
    email: order.buyer_email,
    country: billing.country ?? 'HU',
    zip: billing.zip ?? '',
    city: billing.city ?? '',
    address: addressLine(billing),
    taxNumber: billing.is_company ? (billing.tax_number ?? null) : null,
  };
}

export type LineRow = Awaited<ReturnType<typeof listSoldLines>>[number];

/** What a line is called on the document, in the order's language. */
export function lineName(line: LineRow, english: boolean): string {
  const name = english && line.name_en ? line.name_en : line.name;
  if (line.kind !== 'ticket') return name;
  const event = english && line.event_name_en ? line.event_name_en : line.event_name;
  const when = line.event_start ? ` (${budapestDay(line.event_start)})` : '';
  const seat = line.seat ? ` – ${seatName(line.seat, english ? 'en' : 'hu')}` : '';
  return event ? `${event} – ${name}${when}${seat}` : `${name}${seat}`;
}

/**
 * Records the documents of an order that has just been paid, in the payment's transaction: one
 * ticket per admission with a new code, and the fiscal document (receipt, or invoice when the
 * buyer asked for one) as pending, with its content fixed now. The `documents.issue` job then
 * numbers and renders them and sends the confirmation e-mail with them attached; it is queued in
 * the same transaction, so a paid order always gets its documents.
 */
export async function recordOrderDocuments(
  trx: Trx,
  deps: { issuer: IssuerName },
  orderId: number,
  now: Date,
): Promise<void> {
  const order = await findOrderForDocuments(trx, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished while being paid`);
  const lines = await listSoldLines(trx, orderId);
  await insertTickets(
    trx,
    lines
      .filter((line) => line.kind === 'ticket')
      .flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          order_id: orderId,
          order_item_id: line.id,
          event_id: line.event_id,
          code: newTicketCode(),
        })),
      ),
  );
  const english = order.language === 'en';
  const sold: SoldLine[] = lines.map((line) => ({
    kind: line.kind === 'fee' || line.kind === 'discount' ? line.kind : 'ticket',
    name: lineName(line, english),
    quantity: line.quantity,
    unitPrice: line.unit_price,
    total: line.total,
    vatRate: line.vat_rate,
    discounted: line.discounted,
  }));
  const company = await getCompanySettings(trx);
  const theatreName = await getTheatreName(trx);
  const today = budapestDay(order.paid_at ?? now);
  const billing = billingOf(order);
  const paymentMethod = paymentMeansOf(order);
  // A complimentary order (decision 0045) is not paid: nothing is sold, so no document.
  if (paymentMethod === 'none') throw new Error(`Order ${orderId} is complimentary`);
  const content: FiscalContent = {
    kind: billing ? 'invoice' : 'receipt',
    cancels: null,
    theatre: theatreName,
    seller: {
      name: company.name,
      address: company.address,
      taxNumber: company.tax_number,
      registrationNumber: company.registration_number,
      email: company.email,
      phone: company.phone,
    },
    buyer: buyerOf(order),
    orderId,
    issueDate: today,
    supplyDate: today,
    paymentMethod,
    lines: fiscalLinesOf(sold),
    comment: billing?.comment ?? null,
    total: order.total,
  };
  await insertFiscalDocument(trx, {
    order_id: orderId,
    kind: content.kind,
    cancels_id: null,
    issuer: deps.issuer,
    language: english ? 'en' : 'hu',
    content,
  });
  await enqueueJob(trx, issueDocumentsJobKind, { order_id: orderId }, { maxAttempts: 20 });
}
