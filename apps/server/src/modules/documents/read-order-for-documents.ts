import type { Queryable } from '../../db/database.js';
import {
  findOrderForDocuments,
  listSoldLines,
  type DocumentsOrder,
} from './documents.repository.js';

export type { DocumentsOrder };
export type DocumentLine = Awaited<ReturnType<typeof listSoldLines>>[number];

/**
 * An order as its documents print it, with its lines (for another module's document that is not
 * a fiscal one: a group order's pro-forma and its e-mails, decision 0046). Null: no such order.
 */
export async function readOrderForDocuments(
  db: Queryable,
  orderId: number,
): Promise<{ order: DocumentsOrder; lines: DocumentLine[] } | null> {
  const order = await findOrderForDocuments(db, orderId);
  if (!order) return null;
  return { order, lines: await listSoldLines(db, orderId) };
}
