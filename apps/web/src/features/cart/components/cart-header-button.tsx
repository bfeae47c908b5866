import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCartPresence } from '../stores/cart-presence';
import classes from './cart-header-button.module.css';

// The ticket count and the countdown, with the cart store, its texts and the server sync: loaded
// only while the cart has items (first-load budget, decision 0006). The chunk imports nothing from
// the first load's own modules: that would make the bundler split them off the entry.
const CartCount = lazy(() =>
  import('./cart-indicator').then((module) => ({ default: module.CartCount })),
);
const CartTimer = lazy(() =>
  import('./cart-indicator').then((module) => ({ default: module.CartTimer })),
);

/**
 * The header's cart (docs/product.md §2, shared frame): a link to /cart; while the cart has items
 * the number of tickets (in the link's name too: "Kosár (2 jegy)") and the mm:ss countdown. Part of
 * the first load: only the link and whether a cart is held.
 */
export function CartHeaderButton() {
  const { t } = useTranslation();
  const holding = useCartPresence((state) => state.holding);
  return (
    <div className={classes.root}>
      <NavLink to={paths.cart()} className={classes.link}>
        <IconShoppingCart size={24} aria-hidden />
        <span className={classes.hidden}>{t('nav.cart')}</span>
        {holding ? (
          <Suspense fallback={null}>
            <CartCount />
          </Suspense>
        ) : null}
      </NavLink>
      {holding ? (
        <Suspense fallback={null}>
          <CartTimer />
        </Suspense>
      ) : null}
    </div>
  );
}
