import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { documentsPending } from '../lib/order-documents';
import { formatOrderDate } from '../lib/order-date';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { OrderActions } from './order-actions';
import { PerformanceLines } from './order-performances';
import { OrderStatusBadge } from './order-status-badge';
import type { OrderListProps } from './order-table';
import classes from './orders.module.css';

/**
 * The orders as cards (a phone): the event with its performances' date, time and venue, its facts
 * with their names, then the buttons.
 */
export function OrderCards({ orders, onRetryPayment, onDetails }: OrderListProps) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  return (
    <ul className={classes.cards} aria-label={t('history.caption')}>
      {orders.map((order) => (
        <li key={order.id} className={classes.card}>
          <div className={classes.cardHead}>
            <div>
              <span className={classes.eventName}>{order.name}</span>
              <PerformanceLines performances={order.performances} />
            </div>
            <OrderStatusBadge order={order} />
          </div>
          <dl className={classes.cardFacts}>
            <div>
              <dt>{t('details.order_id')}</dt>
              <dd>{order.id}</dd>
            </div>
            <div>
              <dt>{t('history.date')}</dt>
              <dd>
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('history.value')}</dt>
              <dd className={classes.price}>{formatPrice(order.brutto)}</dd>
            </div>
          </dl>
          {documentsPending(order) ? (
            <p className={classes.preparing}>{t('history.preparing')}</p>
          ) : null}
          <OrderActions
            order={order}
            onRetryPayment={onRetryPayment}
            onDetails={onDetails}
            size="sm"
          />
        </li>
      ))}
    </ul>
  );
}
