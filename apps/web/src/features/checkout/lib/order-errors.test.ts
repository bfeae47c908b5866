import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { orderErrorOutcome } from './order-errors';

const refused = (errors: Record<string, string[]>, code = 'validation_failed') =>
  new ApiError(422, { message: 'Hibás adatok.', code, errors });

describe('a refused order', () => {
  it('goes back to billing with the billing fields’ first messages', () => {
    expect(
      orderErrorOutcome(
        refused({ zip: ['Hibás irányítószám.', 'Más.'], billing_name: ['Túl hosszú.'] }),
      ),
    ).toEqual({ kind: 'billing', fields: { zip: 'Hibás irányítószám.', name: 'Túl hosszú.' } });
  });

  it('asks the choice again when it is missing (billing_missing)', () => {
    expect(
      orderErrorOutcome(
        refused({ needs_invoice: ['Válasszon az opciók közül!'] }, 'billing_missing'),
      ),
    ).toEqual({ kind: 'billing', fields: { needs_invoice: 'Válasszon az opciók közül!' } });
  });

  it('puts the documents’ refusal under the checkbox', () => {
    expect(
      orderErrorOutcome(refused({ accept_terms: ['A feltételek elfogadása kötelező.'] })),
    ).toEqual({ kind: 'terms', message: 'A feltételek elfogadása kötelező.' });
  });

  it('shows the rest as one message on the step', () => {
    expect(
      orderErrorOutcome(new ApiError(422, { message: 'A kosár üres.', code: 'cart_empty' })),
    ).toEqual({ kind: 'message', message: 'A kosár üres.' });
    expect(orderErrorOutcome(refused({ payment_method: ['Érvénytelen érték.'] }))).toEqual({
      kind: 'message',
      message: 'Érvénytelen érték.',
    });
    expect(
      orderErrorOutcome(new ApiError(409, { message: 'Elfogyott.', code: 'ticket_sold_out' })),
    ).toEqual({ kind: 'message', message: 'Elfogyott.' });
    expect(orderErrorOutcome(new NetworkError('offline', false))).toEqual({
      kind: 'message',
      message: null,
    });
  });

  it('shows nothing for a lost cart: the cart has told the visitor', () => {
    const lost = new Error('The cart was lost: cart_expired');
    lost.name = 'CartLostError';
    expect(orderErrorOutcome(lost)).toEqual({ kind: 'none' });
  });
});
