import { seatName, seatOfStored } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { getTheatreName } from '../settings/get-public-settings.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  deleteTicketFiles,
  findOrderForDocuments,
  findTicketFile,
  insertTicketFile,
  listTicketsForPrint,
} from './documents.repository.js';
import { renderTicketsPdf, type TicketFormat, type TicketPrint } from './render-tickets-pdf.js';

/** The venue, and its hall when it is named otherwise: `Rakparti Színház – Kamaraterem`. */
function placeName(venue: string, hall: string): string {
  return hall === '' || hall === venue ? venue : `${venue} – ${hall}`;
}

/** What the tickets of an order print, in its language; null when it has no tickets to print. */
async function ticketPrintOf(
  db: Db,
  order: { id: number; language: string; buyer_name: string },
): Promise<TicketPrint | null> {
  const tickets = await listTicketsForPrint(db, order.id);
  if (tickets.length === 0) return null;
  const english = order.language === 'en';
  return {
    theatre: await getTheatreName(db),
    orderId: order.id,
    buyerName: order.buyer_name,
    language: english ? 'en' : 'hu',
    tickets: tickets.map((ticket) => ({
      code: ticket.code,
      eventName: (english && ticket.event_name_en ? ticket.event_name_en : ticket.event_name) ?? '',
      eventStart: ticket.event_start ?? new Date(0),
      venueName: placeName(
        (english && ticket.venue_name_en ? ticket.venue_name_en : ticket.venue_name) ?? '',
        (english && ticket.hall_name_en ? ticket.hall_name_en : ticket.hall_name) ?? '',
      ),
      venueAddress: ticket.venue_address ?? '',
      typeName: english && ticket.name_en ? ticket.name_en : ticket.name,
      seat: (() => {
        const seat = seatOfStored(ticket.seat);
        return seat ? seatName(seat, english ? 'en' : 'hu') : null;
      })(),
      price: ticket.unit_price,
    })),
  };
}

/**
 * Renders the tickets of a paid order once, in its language, and stores the PDF: the first step of
 * the `documents.issue` job, and called by the box office's sale right away, so the cashier can
 * print the tickets as the sale returns. Safe to run twice or concurrently (the first stored file
 * wins). Answers whether the order's tickets file exists now.
 */
export async function renderOrderTickets(deps: { db: Db }, orderId: number): Promise<boolean> {
  const order = await findOrderForDocuments(deps.db, orderId);
  if (order?.status !== 'paid') return false;
  if (await findTicketFile(deps.db, orderId)) return true;
  const print = await ticketPrintOf(deps.db, { ...order, id: orderId });
  if (!print) return false;
  const pdf = await renderTicketsPdf(print);
  await insertTicketFile(deps.db, { order_id: orderId, language: order.language, pdf });
  return true;
}

/**
 * The tickets PDF of a paid order made again from what its tickets say now (a performance moved
 * to a new date, decision 0048), in the caller's transaction: the stored file is replaced, so no
 * download serves the old date. Answers whether the order has a tickets file now.
 */
export async function replaceOrderTickets(
  trx: Transaction<Database>,
  orderId: number,
): Promise<boolean> {
  await deleteTicketFiles(trx, orderId);
  const order = await findOrderForDocuments(trx, orderId);
  if (order?.status !== 'paid') return false;
  const print = await ticketPrintOf(trx, { ...order, id: orderId });
  if (!print) return false;
  const pdf = await renderTicketsPdf(print);
  await insertTicketFile(trx, { order_id: orderId, language: order.language, pdf });
  return true;
}

/** The stored tickets PDFs of these orders go (their performance moved; they are made again). */
export async function discardTicketFiles(
  trx: Transaction<Database>,
  orderIds: readonly number[],
): Promise<void> {
  for (const orderId of orderIds) await deleteTicketFiles(trx, orderId);
}

/**
 * The tickets of a paid order for the desk's printers (decision 0044), rendered when asked and not
 * stored: on an 80 mm thermal roll or on ticket stock. Null when the order has no tickets to print.
 */
export async function renderTicketsForPrinter(
  db: Db,
  order: { id: number; language: string; buyer_name: string },
  format: Exclude<TicketFormat, 'a4'>,
): Promise<Buffer | null> {
  const print = await ticketPrintOf(db, order);
  return print ? renderTicketsPdf(print, format) : null;
}
