import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.js';

/*
 * What an order produces: tickets and their PDF files, receipts and invoices, and their number
 * series.
 */

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  event_id: number | null;
  code: string;
  /** valid | cancelled */
  status: Generated<string>;
  created_at: CreatedAt;
  /** Admitted at the door: once (the update is conditional on this being null). */
  checked_in_at: Timestamp | null;
  checked_in_door: string | null;
  checked_in_by: number | null;
  /** The door's id of the scan that admitted it (migration 0016): a repeat of it is no reuse. */
  checked_in_scan: string | null;
  /** The refund that took it back (decision 0039); null: valid, or cancelled with its order. */
  refund_id: ColumnType<number | null, number | null | undefined, number | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Given back by an exchange (migration 0029): the order whose tickets replaced it. */
  exchanged_to_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A performance's door list key (migration 0021, decision 0042). */
export interface DoorListKeysTable {
  event_id: number;
  key: string;
  created_at: CreatedAt;
}

/** An admission a door made offline and sent later, or one it displaced (decision 0042). */
export interface DoorAdmissionsTable {
  id: Generated<number>;
  ticket_id: number;
  event_id: number;
  /** The door's id of the scan; null for a displaced admission made online. */
  scan_id: string | null;
  device_id: string | null;
  door: string | null;
  staff_id: number | null;
  /** The device's time of the admission. */
  admitted_at: Timestamp;
  received_at: CreatedAt;
  /** admitted | conflict (the later of two admissions of a ticket) | cancelled (did not admit). */
  result: string;
}

export interface TicketFilesTable {
  order_id: number;
  language: string;
  pdf: Buffer;
  created_at: CreatedAt;
}

export interface DocumentCountersTable {
  series: string;
  year: number;
  last_number: number;
}

export interface FiscalDocumentsTable {
  id: Generated<number>;
  order_id: number;
  /** receipt | invoice */
  kind: string;
  cancels_id: number | null;
  /** A document issued for what remained after a refund: the one it replaces (decision 0039). */
  replaces_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A modifying invoice (módosító számla): the invoice it modifies (decision 0052). */
  modifies_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** pending | issued */
  status: Generated<string>;
  /** builtin | szamlazz */
  issuer: string;
  series: string | null;
  year: number | null;
  sequence: number | null;
  number: string | null;
  language: string;
  content: ColumnType<unknown, string, string>;
  pdf: Buffer | null;
  created_at: CreatedAt;
  issued_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}
