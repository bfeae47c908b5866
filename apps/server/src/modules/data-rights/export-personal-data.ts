import { personalDataFilename } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { fiscalFilename, ticketsFilename } from '../documents/document-filenames.js';
import { downloadOrderTickets } from '../documents/download-order-tickets.js';
import type { DownloadedFile } from '../documents/download-documents.js';
import { consentVersionText } from './consent-texts.js';
import {
  findAccountForExport,
  findBillingForExport,
  listDocumentsForExport,
  listItemsForExport,
  listOrdersForExport,
  listRefundsForExport,
  listSessionsForExport,
  listTicketsForExport,
} from './export.repository.js';
import { listConsentEvents } from './record-consents.js';

/** The JSON's name in the archive (the same in both languages: it is for machines too). */
export const exportJsonName = 'personal-data.json';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** An order's tickets PDF (rendered now when it is not stored); none for an order without. */
async function ticketsPdf(deps: Pick<AppDeps, 'db'>, orderId: number, locale: Locale) {
  try {
    return (await downloadOrderTickets(deps, orderId, locale)).content;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * GET /profile/export (decision 0054): one ZIP archive of what the shop holds about the signed-in
 * user: `personal-data.json` (the profile, billing data, sessions, consents with their events and
 * texts, and every order of the account or of its address with its items, tickets, refunds and
 * documents), the fiscal documents' PDFs under `documents/` and each paid order's tickets under
 * `tickets/`.
 */
export async function exportPersonalData(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  locale: Locale,
): Promise<DownloadedFile> {
  const account = await findAccountForExport(deps.db, userId);
  if (!account) throw new AppError('unauthenticated');
  const [billing, sessions, consents, orders] = await Promise.all([
    findBillingForExport(deps.db, userId),
    listSessionsForExport(deps.db, userId),
    listConsentEvents(deps.db, userId),
    listOrdersForExport(deps.db, userId, account.email),
  ]);
  const orderIds = orders.map((order) => order.id);
  const [items, tickets, refunds, documents] = await Promise.all([
    listItemsForExport(deps.db, orderIds),
    listTicketsForExport(deps.db, orderIds),
    listRefundsForExport(deps.db, orderIds),
    listDocumentsForExport(deps.db, orderIds),
  ]);

  const files: Zippable = {};
  const orderEntries = [];
  for (const order of orders) {
    const orderDocuments = [];
    for (const document of documents.filter((row) => row.order_id === order.id)) {
      let file: string | null = null;
      if (document.status === 'issued' && document.pdf) {
        file = `documents/${fiscalFilename(document, locale)}`;
        files[file] = new Uint8Array(document.pdf);
      }
      orderDocuments.push({
        kind: document.kind,
        cancellation: document.cancels_id !== null,
        number: document.number,
        issued_at: iso(document.issued_at),
        file,
      });
    }
    let ticketsFile: string | null = null;
    if (order.status === 'paid') {
      const pdf = await ticketsPdf(deps, order.id, locale);
      if (pdf) {
        ticketsFile = `tickets/${ticketsFilename(order.id, locale)}`;
        files[ticketsFile] = new Uint8Array(pdf);
      }
    }
    orderEntries.push({
      id: order.id,
      created_at: iso(order.created_at),
      status: order.status,
      channel: order.channel,
      payment_method: order.payment_method,
      paid_at: iso(order.paid_at),
      total: order.total,
      ticket_total: order.ticket_total,
      fee_total: order.fee_total,
      discount: order.discount,
      buyer_name: order.buyer_name,
      buyer_email: order.buyer_email,
      language: order.language,
      needs_invoice: order.needs_invoice,
      billing: order.billing ?? null,
      ticket_delivery: order.ticket_delivery,
      refund_status: order.refund_status,
      cancelled_at: iso(order.cancelled_at),
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          kind: item.kind,
          name: item.name,
          event_name: item.event_name,
          event_start: iso(item.event_start),
          quantity: item.quantity,
          unit_price: item.unit_price,
          total: item.total,
          seat: item.seat ?? null,
        })),
      tickets: tickets
        .filter((ticket) => ticket.order_id === order.id)
        .map((ticket) => ({
          code: ticket.code,
          status: ticket.status,
          event_id: ticket.event_id,
          checked_in_at: iso(ticket.checked_in_at),
          cancelled_at: iso(ticket.cancelled_at),
        })),
      refunds: refunds
        .filter((refund) => refund.order_id === order.id)
        .map((refund) => ({
          method: refund.method,
          amount: refund.amount,
          status: refund.status,
          created_at: iso(refund.created_at),
          done_at: iso(refund.done_at),
        })),
      documents: orderDocuments,
      tickets_file: ticketsFile,
    });
  }

  const { has_password: hasPassword, ...profile } = account;
  const data = {
    format: 'personal-data/1',
    exported_at: deps.clock.now().toISOString(),
    profile: {
      ...profile,
      has_password: Boolean(hasPassword),
      email_verified_at: iso(account.email_verified_at),
      terms_accepted_at: iso(account.terms_accepted_at),
      password_changed_at: iso(account.password_changed_at),
      locked_at: iso(account.locked_at),
      created_at: iso(account.created_at),
      updated_at: iso(account.updated_at),
    },
    billing_data: billing
      ? { ...billing, user_id: undefined, updated_at: iso(billing.updated_at) }
      : null,
    sessions: sessions.map((session) => ({
      created_at: iso(session.created_at),
      last_used_at: iso(session.last_used_at),
      last_active_at: iso(session.last_active_at),
      expires_at: iso(session.expires_at),
      revoked_at: iso(session.revoked_at),
      // The device and address recorded at sign-in (decision 0055).
      user_agent: session.user_agent,
      ip_address: session.ip_address,
    })),
    consents: {
      current: { newsletter: account.newsletter, relevant_infos: account.relevant_infos },
      events: consents.map((event) => ({
        consent: event.consent,
        granted: event.granted,
        at: iso(event.created_at),
        source: event.source,
        text_version: event.text_version,
        text: consentVersionText(event.text_version, locale),
      })),
    },
    orders: orderEntries,
  };
  files[exportJsonName] = strToU8(JSON.stringify(data, null, 2));
  const zip = zipSync(files, { level: 6, mtime: deps.clock.now() });
  return {
    filename: personalDataFilename(userId, locale),
    contentType: 'application/zip',
    content: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
  };
}
