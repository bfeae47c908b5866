import type { TicketPrintFormat } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';

/** What a ticket PDF prints (every format): the order's tickets with their performance. */

export interface PrintedTicket {
  code: string;
  eventName: string;
  eventStart: Date;
  venueName: string;
  venueAddress: string;
  typeName: string;
  /** A seated performance's seat: "Földszint, 5. sor, 12. szék"; null for general admission. */
  seat?: string | null;
  /** Gross forints. */
  price: number;
}

export interface TicketPrint {
  theatre: string;
  orderId: number;
  buyerName: string;
  language: Locale;
  tickets: readonly PrintedTicket[];
}

/** The paper a ticket PDF is laid out for (decision 0044): a4, thermal80 or stock. */
export type TicketFormat = TicketPrintFormat;
