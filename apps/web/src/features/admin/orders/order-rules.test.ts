import { formatPrice } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import {
  actionErrorText,
  admittedTickets,
  auditActionKey,
  auditDetails,
  billingLines,
  chosenTill,
  documentLabel,
  isCancellable,
  isSettling,
  refundWay,
  shortDateTime,
} from './order-rules';

type Payment = { provider: string; status: string };
type Refund = { method: 'simplepay' | 'desk'; status: string };

function order(
  change: Partial<{
    status: 'paid' | 'awaiting_payment' | 'cancelled' | 'expired';
    payment_method: number;
    channel: 'online' | 'box_office';
    total: number;
    payments: Payment[];
    refunds: Refund[];
  }> = {},
) {
  return {
    status: 'paid' as const,
    payment_method: 2,
    channel: 'online' as const,
    total: 12_900,
    payments: [{ provider: 'simplepay', status: 'finished' }],
    refunds: [],
    ...change,
  };
}

describe('how a cancelled order is refunded', () => {
  it('goes back through SimplePay when a SimplePay payment paid it', () => {
    expect(refundWay(order())).toBe('simplepay');
    // A failed attempt before the one that paid does not matter.
    expect(
      refundWay(
        order({
          payments: [
            { provider: 'simplepay', status: 'notauthorized' },
            { provider: 'simplepay', status: 'finished' },
          ],
        }),
      ),
    ).toBe('simplepay');
  });

  it('has nothing to give back once the payment was refunded or a refund is open', () => {
    expect(refundWay(order({ payments: [{ provider: 'simplepay', status: 'refunded' }] }))).toBe(
      null,
    );
    expect(refundWay(order({ refunds: [{ method: 'simplepay', status: 'pending' }] }))).toBe(null);
    expect(refundWay(order({ refunds: [{ method: 'simplepay', status: 'failed' }] }))).toBe(null);
    // Paid twice: one payment refunded already, the other still to give back.
    expect(
      refundWay(
        order({
          payments: [
            { provider: 'simplepay', status: 'finished' },
            { provider: 'simplepay', status: 'finished' },
          ],
          refunds: [{ method: 'simplepay', status: 'pending' }],
        }),
      ),
    ).toBe('simplepay');
  });

  it('is paid out at the desk for a cash or box-office sale, once', () => {
    expect(refundWay(order({ payment_method: 1, payments: [] }))).toBe('desk');
    expect(refundWay(order({ channel: 'box_office', payments: [] }))).toBe('desk');
    expect(
      refundWay(
        order({ payment_method: 1, payments: [], refunds: [{ method: 'desk', status: 'done' }] }),
      ),
    ).toBe(null);
    expect(refundWay(order({ payment_method: 1, payments: [], total: 0 }))).toBe(null);
  });

  it('has nothing to give back for an order that is not paid', () => {
    expect(refundWay(order({ status: 'awaiting_payment' }))).toBe(null);
    expect(refundWay(order({ status: 'cancelled' }))).toBe(null);
    // A card order online with no SimplePay payment: nothing the shop could refund.
    expect(refundWay(order({ payments: [] }))).toBe(null);
  });
});

describe('what may be done with an order', () => {
  it('cancels paid orders and orders awaiting payment only', () => {
    expect(isCancellable({ status: 'paid' })).toBe(true);
    expect(isCancellable({ status: 'awaiting_payment' })).toBe(true);
    expect(isCancellable({ status: 'cancelled' })).toBe(false);
    expect(isCancellable({ status: 'expired' })).toBe(false);
  });
});

describe('the tickets an order’s cancellation warns about', () => {
  const ticket = (checkedInAt: string | null) => ({
    id: 1,
    code: 'ABCD',
    type_name: 'Földszint',
    seat: null,
    share: 6900,
    event_id: 1,
    event_name: 'Bánk bán',
    status: 'valid',
    exchanged_to_order_id: null,
    checked_in_at: checkedInAt,
    checked_in_door: checkedInAt === null ? null : 'Főbejárat',
    checked_in_by: null,
  });

  it('counts those admitted at the door, and none of an order without tickets', () => {
    expect(admittedTickets({ tickets: [] })).toBe(0);
    expect(admittedTickets({ tickets: [ticket(null), ticket(null)] })).toBe(0);
    expect(
      admittedTickets({
        tickets: [ticket('2026-12-03T17:55:00Z'), ticket(null), ticket('2026-12-03T18:01:00Z')],
      }),
    ).toBe(2);
  });
});

describe('the till a desk refund is paid out of', () => {
  const tills = [{ id: 7 }, { id: 9 }];
  it('is the one chosen, else the seller’s when the seller runs a till', () => {
    expect(chosenTill(9, { sold_by: { id: 7, name: 'Pénztáros' } }, tills)).toBe(9);
    expect(chosenTill(null, { sold_by: { id: 7, name: 'Pénztáros' } }, tills)).toBe(7);
  });

  it('is none yet when the seller runs no till, the shop sold it, or the tills are loading', () => {
    expect(chosenTill(null, { sold_by: { id: 3, name: 'Volt munkatárs' } }, tills)).toBe(null);
    expect(chosenTill(null, { sold_by: null }, tills)).toBe(null);
    expect(chosenTill(null, { sold_by: { id: 7, name: 'Pénztáros' } }, undefined)).toBe(null);
  });
});

describe('an order still on its way', () => {
  const settled = {
    status: 'paid' as const,
    refund_status: 'none' as const,
    documents: [{ status: 'issued' }],
    mails: [{ status: 'sent' }],
    tickets: [{ code: 'X' }],
  };

  it('is settled when everything is done', () => {
    expect(isSettling(settled as never)).toBe(false);
    expect(
      isSettling({ ...settled, status: 'cancelled', refund_status: 'refunded' } as never),
    ).toBe(false);
  });

  it('is asked again while a refund, a document, an e-mail or the tickets are pending', () => {
    expect(isSettling({ ...settled, refund_status: 'pending' } as never)).toBe(true);
    expect(isSettling({ ...settled, documents: [{ status: 'pending' }] } as never)).toBe(true);
    expect(isSettling({ ...settled, mails: [{ status: 'queued' }] } as never)).toBe(true);
    expect(isSettling({ ...settled, tickets: [] } as never)).toBe(true);
    // An unpaid order has no tickets to wait for.
    expect(isSettling({ ...settled, status: 'awaiting_payment', tickets: [] } as never)).toBe(
      false,
    );
    // A failed refund is not waited for: staff settle it.
    expect(isSettling({ ...settled, refund_status: 'failed' } as never)).toBe(false);
  });
});

describe('records as staff read them', () => {
  it('names a cancellation document (sztornó) apart from the one it cancels', () => {
    expect(documentLabel({ kind: 'receipt', cancels_id: null })).toBe('receipt');
    expect(documentLabel({ kind: 'receipt', cancels_id: 4 })).toBe('receipt_cancel');
    expect(documentLabel({ kind: 'invoice', cancels_id: null })).toBe('invoice');
    expect(documentLabel({ kind: 'invoice', cancels_id: 9 })).toBe('invoice_cancel');
    expect(documentLabel({ kind: 'invoice', cancels_id: null, modifies_id: 9 })).toBe(
      'invoice_modify',
    );
  });

  it('turns an audit action into a catalogue key', () => {
    expect(auditActionKey('order.refund_requested')).toBe('order_refund_requested');
    expect(auditActionKey('ticket.check_in_undone')).toBe('ticket_check_in_undone');
  });

  it("shows an audit entry's reason, amount in forints and e-mail, not its ids", () => {
    expect(
      auditDetails({
        reason: ' Elmarad az előadás ',
        refund_asked: true,
        tickets_back: 2,
        cancellation_document_id: 17,
      }),
    ).toEqual([
      { field: 'reason', value: 'Elmarad az előadás' },
      { field: 'tickets_back', value: '2' },
    ]);
    expect(auditDetails({ refund_id: 3, amount: 12900, method: 'simplepay' })).toEqual([
      { field: 'amount', value: formatPrice(12_900) },
      { field: 'method', value: 'simplepay' },
    ]);
    // `total` only when there is no `amount`.
    expect(auditDetails({ total: 5000 })).toEqual([{ field: 'total', value: formatPrice(5000) }]);
    expect(auditDetails({ amount: 100, total: 100 })).toEqual([
      { field: 'amount', value: formatPrice(100) },
    ]);
    expect(auditDetails({ reason: '', to: null, amount: Number.NaN })).toEqual([]);
  });

  it("reads an invoice's billing snapshot as lines, the address on one", () => {
    expect(
      billingLines({
        is_company: true,
        tax_number: '12345676-2-41',
        name: 'Példa Kft.',
        billing_name: 'PÉLDA KORLÁTOLT FELELŐSSÉGŰ TÁRSASÁG',
        country: 'HU',
        zip: '1051',
        city: 'Budapest',
        street_name: 'Október 6.',
        public_place_category: 'utca',
        house_number: '7',
        building: null,
        stairway: null,
        floor: '2',
        door: '5',
        comment: null,
      }),
    ).toEqual([
      { field: 'name', value: 'Példa Kft.' },
      { field: 'billing_name', value: 'PÉLDA KORLÁTOLT FELELŐSSÉGŰ TÁRSASÁG' },
      { field: 'tax_number', value: '12345676-2-41' },
      { field: 'address', value: '1051 Budapest, Október 6. utca 7 2 5, HU' },
    ]);
    expect(billingLines(null)).toEqual([]);
    // The registered name is left out when it is the printed one.
    expect(billingLines({ name: 'Kiss Anna', billing_name: 'Kiss Anna', city: 'Pécs' })).toEqual([
      { field: 'name', value: 'Kiss Anna' },
      { field: 'address', value: 'Pécs' },
    ]);
  });

  it('writes a compact date and time in Budapest time', () => {
    expect(shortDateTime('2026-12-03T18:00:00Z', 'hu')).toBe('2026. dec. 3. 19:00');
    expect(shortDateTime('2026-07-03T18:00:00Z', 'en')).toBe('3 Jul 2026 20:00');
  });
});

describe('a failed staff action', () => {
  it('says nothing more where the error catalogue has answered the reply', () => {
    expect(actionErrorText(new ApiError(409, { message: 'A bizonylat még készül.' }))).toBeNull();
    expect(actionErrorText(new ApiError(403, { message: '' }))).toBeNull();
    expect(actionErrorText(new ApiError(500, null))).toBeNull();
  });

  it('tells of a missing answer and of a reply the catalogue leaves alone', () => {
    expect(actionErrorText(new NetworkError('timeout', true))).toBe('network');
    expect(actionErrorText(new ApiError(409, { message: ' ' }))).toBe('failed');
    expect(actionErrorText(new Error('boom'))).toBe('failed');
  });
});
