import { AppError } from '../../lib/app-error.js';
import type { GrantResult } from '../inventory/hold-granter.js';
import { invalidCartKey } from './cart-access.js';

/** The error a refused grant answers with (null: granted). */
export function errorOfGrant(result: GrantResult): AppError | null {
  switch (result.status) {
    case 'ok':
      return null;
    case 'invalid_key':
      return invalidCartKey();
    case 'expired':
      return new AppError('cart_expired');
    case 'not_found':
      return new AppError('event_not_found');
    case 'sale_closed':
      return new AppError('sale_closed');
    case 'limit_order':
      return new AppError('cart_limit_order', { max: result.maxOrder });
    case 'limit_type':
      return new AppError('cart_limit_type', { max: result.maxType });
    case 'challenge_required':
      // The challenge itself is added by the caller (creating it is asynchronous).
      return new AppError('challenge_required', { max: result.holdFree });
    case 'hold_cap':
      return new AppError('hold_limit_reached', { max: result.holdCap });
    case 'sold_out':
      return new AppError('ticket_sold_out');
  }
}
