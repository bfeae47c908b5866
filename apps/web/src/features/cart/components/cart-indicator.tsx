import { useCartTranslation } from '../hooks/use-cart-translation';
import { ticketCount, useCartStore } from '../stores/cart-store';
import classes from './cart-header-button.module.css';

export { CartTimer } from './cart-timer';

/**
 * Inside the header's cart link while the cart has items: the number of tickets as a badge, and
 * for assistive technology after the link's "Kosár": "(2 jegy)". Loaded on demand by the header.
 */
export function CartCount() {
  const { t } = useCartTranslation();
  const tickets = useCartStore((state) => ticketCount(state.items));
  if (tickets === 0) return null;
  return (
    <>
      <span className={classes.hidden}>{t('header.tickets', { count: tickets })}</span>
      <span className={classes.count} aria-hidden>
        {tickets > 99 ? '99+' : tickets}
      </span>
    </>
  );
}
