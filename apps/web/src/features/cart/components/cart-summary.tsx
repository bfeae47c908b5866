import type { CartSummary as Summary } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useCartTranslation } from '../hooks/use-cart-translation';
import classes from './cart-summary.module.css';

/**
 * The totals as the server computed them (docs/product.md §2: ticket total, discount, grand total;
 * the technical fee too).
 */
export function CartSummary({ summary }: { summary: Summary }) {
  const { t } = useCartTranslation();
  return (
    <section className={classes.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={classes.title}>
        {t('summary.title')}
      </h2>
      <dl className={classes.rows}>
        <div className={classes.row}>
          <dt>
            {t('summary.ticket_total')}{' '}
            <span className={classes.count}>
              ({t('summary.tickets', { count: summary.tickets })})
            </span>
          </dt>
          <dd>{formatPrice(summary.ticket_total)}</dd>
        </div>
        <div className={classes.row}>
          <dt>{t('summary.fee_total')}</dt>
          <dd>{formatPrice(summary.fee_total)}</dd>
        </div>
        <div className={classes.row} data-discount={summary.discount > 0 || undefined}>
          <dt>{t('summary.discount')}</dt>
          <dd>{formatPrice(summary.discount > 0 ? -summary.discount : 0)}</dd>
        </div>
        <div className={`${classes.row} ${classes.grand}`}>
          <dt>{t('summary.total')}</dt>
          <dd>{formatPrice(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
