import { IconFileInvoice, IconFileX, IconReceipt2, IconTicket } from '@tabler/icons-react';
import type { DocumentKind } from '../lib/order-documents';

/** The icon of a document's button (decorative: the button's text names it). */
export function DocumentIcon({ kind, size = 16 }: { kind: DocumentKind; size?: number }) {
  switch (kind) {
    case 'tickets':
      return <IconTicket size={size} aria-hidden />;
    case 'invoice':
      return <IconFileInvoice size={size} aria-hidden />;
    case 'annul_invoice':
      return <IconFileX size={size} aria-hidden />;
    case 'receipt':
      return <IconReceipt2 size={size} aria-hidden />;
  }
}
