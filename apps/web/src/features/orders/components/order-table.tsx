import { Table, VisuallyHidden } from '@mantine/core';
import type { UserOrder } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { documentsPending } from '../lib/order-documents';
import { formatOrderDate } from '../lib/order-date';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { OrderActions } from './order-actions';
import { PerformanceLines } from './order-performances';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders.module.css';
import type { RetryOutcome } from './retry-payment-button';

export interface OrderListProps {
  orders: readonly UserOrder[];
  onRetryPayment: (orderId: number) => Promise<RetryOutcome>;
  onDetails: (order: UserOrder) => void;
}

/**
 * The orders as a table (from tablet width up): Event (with each performance's date, time and
 * venue), Date (when it was ordered), Value, Status and the buttons.
 */
export function OrderTable({ orders, onRetryPayment, onDetails }: OrderListProps) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  return (
    <Table verticalSpacing="sm" className={classes.table} visibleFrom="sm">
      <caption className={classes.caption}>{t('history.caption')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('history.event')}</Table.Th>
          <Table.Th scope="col">{t('history.date')}</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('history.value')}
          </Table.Th>
          <Table.Th scope="col">{t('history.status')}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{t('history.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Th scope="row" className={classes.eventCell}>
              <span className={classes.eventName}>{order.name}</span>
              <PerformanceLines performances={order.performances} />
              <span className={classes.orderNumber}>
                {t('history.order_number', { id: order.id })}
              </span>
            </Table.Th>
            <Table.Td className={classes.date}>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
            </Table.Td>
            <Table.Td className={classes.numeric}>
              <span className={classes.price}>{formatPrice(order.brutto)}</span>
            </Table.Td>
            <Table.Td>
              <OrderStatusBadge order={order} />
            </Table.Td>
            <Table.Td className={classes.actionCell}>
              <OrderActions order={order} onRetryPayment={onRetryPayment} onDetails={onDetails} />
              {documentsPending(order) ? (
                <p className={classes.preparing}>{t('history.preparing')}</p>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
