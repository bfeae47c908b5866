import { Table } from '@mantine/core';
import { formatPrice } from '@theatre/i18n';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useLocale } from '../../../lib/i18n';
import { useOrderItems } from '../api/orders-api';
import { formatOrderDate } from '../lib/order-date';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import classes from './orders.module.css';

/**
 * An order's lines (GET /order/{id}/items): name with the performance (its date, time and venue),
 * quantity, gross sum.
 */
export function OrderItems({ orderId }: { orderId: number }) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  const items = useOrderItems(orderId);
  if (items.isPending) return <PageLoader py="md" />;
  if (items.isError) {
    return (
      <ErrorState
        message={t('details.items_error')}
        error={items.error}
        onRetry={() => {
          void items.refetch();
        }}
        retrying={items.isFetching}
      />
    );
  }
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" className={classes.itemsTable}>
      <caption className={classes.caption}>{t('details.items')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('details.item')}</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('details.quantity')}
          </Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {t('details.gross')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.data.map((item, index) => (
          <Table.Tr key={index}>
            <Table.Td>
              <span className={classes.itemName}>{item.name}</span>
              {item.seat ? <span className={classes.itemEvent}>{item.seat}</span> : null}
              {item.event_name ? (
                <span className={classes.itemEvent}>{item.event_name}</span>
              ) : null}
              {item.starts_at || item.venue_name ? (
                <span className={classes.itemEvent}>
                  {item.starts_at ? (
                    <time dateTime={item.starts_at}>{formatOrderDate(item.starts_at, locale)}</time>
                  ) : null}
                  {item.starts_at && item.venue_name ? ' · ' : null}
                  {item.venue_name}
                </span>
              ) : null}
            </Table.Td>
            <Table.Td className={classes.numeric}>
              {t('details.quantity_value', { quantity: item.quantity })}
            </Table.Td>
            <Table.Td className={classes.numeric}>
              <span className={classes.price}>{formatPrice(item.bruttoSum)}</span>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
