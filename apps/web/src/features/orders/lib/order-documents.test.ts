import type { UserOrder } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { documentsPending, orderDocuments, statusTone } from './order-documents';

const order = (fields: Partial<UserOrder> = {}): UserOrder => ({
  id: 1042,
  name: 'Bánk bán',
  performances: [
    {
      event_id: 7,
      name: 'Bánk bán',
      starts_at: '2026-12-03T18:00:00.000Z',
      venue_name: 'Nagyszínpad',
      venue_address: '1011 Budapest, Bem rakpart 33.',
    },
  ],
  created_at: '2026-11-22T13:05:00.000Z',
  brutto: 10190,
  status: 'paid',
  payment_status: 1,
  payment_status_name: 'Fizetve',
  payment_method: 2,
  payment_method_name: 'Bankkártya',
  invoice_id: null,
  annul_invoice_id: null,
  has_receipt: true,
  has_tickets: true,
  retryable: false,
  ...fields,
});

const kinds = (fields: Partial<UserOrder>) => orderDocuments(order(fields)).map((d) => d.kind);

describe('orderDocuments', () => {
  it('offers the tickets and the receipt of a paid receipt order', () => {
    expect(orderDocuments(order())).toEqual([
      {
        kind: 'tickets',
        path: '/orders/1042/download_tickets',
        fallbackName: 'tickets-1042.pdf',
      },
      {
        kind: 'receipt',
        path: '/orders/1042/download_receipt',
        fallbackName: 'receipt-1042.pdf',
      },
    ]);
  });

  it('offers the invoice, by its own id, instead of a receipt', () => {
    const documents = orderDocuments(order({ invoice_id: 77, has_receipt: false }));
    expect(documents.map((d) => d.kind)).toEqual(['tickets', 'invoice']);
    expect(documents[1]?.path).toBe('/invoices/77/download');
  });

  it('offers only the cancellation invoice once the invoice is cancelled', () => {
    const documents = orderDocuments(order({ invoice_id: 77, annul_invoice_id: 78 }));
    expect(documents.map((d) => d.kind)).toEqual(['annul_invoice']);
    expect(documents[0]?.path).toBe('/invoices/78/download');
  });

  it('offers nothing for an unpaid order, and nothing not issued yet', () => {
    expect(kinds({ payment_status: 0, status: 'awaiting_payment' })).toEqual([]);
    expect(kinds({ has_tickets: false, has_receipt: false })).toEqual([]);
    expect(kinds({ has_tickets: false })).toEqual(['receipt']);
    expect(kinds({ has_receipt: false })).toEqual(['tickets']);
  });
});

describe('documentsPending', () => {
  it('is true for a paid order while its tickets or its fiscal document are missing', () => {
    expect(documentsPending(order({ has_tickets: false }))).toBe(true);
    expect(documentsPending(order({ has_receipt: false }))).toBe(true);
    expect(documentsPending(order({ has_receipt: false, invoice_id: 77 }))).toBe(false);
    expect(documentsPending(order())).toBe(false);
  });

  it('is false for an unpaid or a cancelled order', () => {
    expect(
      documentsPending(order({ payment_status: 0, has_tickets: false, has_receipt: false })),
    ).toBe(false);
    expect(documentsPending(order({ annul_invoice_id: 78, has_tickets: false }))).toBe(false);
  });
});

describe('statusTone', () => {
  it('tells paid, awaiting, expired and cancelled apart', () => {
    expect(statusTone(order())).toBe('paid');
    expect(statusTone(order({ status: 'awaiting_payment', payment_status: 0 }))).toBe('awaiting');
    expect(statusTone(order({ status: 'expired', payment_status: 0 }))).toBe('expired');
    expect(statusTone(order({ status: 'cancelled', payment_status: 0 }))).toBe('cancelled');
    expect(statusTone(order({ status: 'paid', payment_status: 0 }))).toBe('cancelled');
  });
});
