import type { CartDeps } from './cart-access.js';
import { changeCartItem, type ChangeCartItemInput } from './change-cart-item.js';

/** POST /cart/{key}/delete: the whole line goes. */
export const deleteCartItem = (deps: CartDeps, input: ChangeCartItemInput) =>
  changeCartItem(deps, input, 'line');
