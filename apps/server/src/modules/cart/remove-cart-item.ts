import type { CartDeps } from './cart-access.js';
import { changeCartItem, type ChangeCartItemInput } from './change-cart-item.js';

/** POST /cart/{key}/remove: one ticket fewer; the line goes at 0. */
export const removeCartItem = (deps: CartDeps, input: ChangeCartItemInput) =>
  changeCartItem(deps, input, 'one');
