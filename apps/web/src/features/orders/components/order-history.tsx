import type { UserOrder } from '@theatre/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useUserOrders } from '../api/orders-api';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { OrderCards } from './order-cards';
import { OrderDetailsModal } from './order-details-modal';
import { OrderHistoryEmpty } from './order-history-empty';
import { OrderHistorySkeleton } from './order-history-skeleton';
import { OrderTable } from './order-table';
import type { RetryOutcome } from './retry-payment-button';

interface OrderHistoryProps {
  /** "Retry payment": the app starts the order's payment (the payment feature's start). */
  onRetryPayment: (orderId: number) => Promise<RetryOutcome>;
}

/**
 * The buyer's previous orders (docs/product.md §2), newest first as the server sends them:
 * a table from tablet width up, cards on a phone (both rendered, CSS shows one), each with its
 * downloads, "Retry payment" and "Details" (a modal). Loading, error (with retry) and empty
 * ('Go shopping') states of their own.
 */
export function OrderHistory({ onRetryPayment }: OrderHistoryProps) {
  const { t } = useOrdersTranslation();
  const orders = useUserOrders();
  const [selected, setSelected] = useState<UserOrder | null>(null);
  const [opened, setOpened] = useState(false);

  if (orders.isPending) return <OrderHistorySkeleton />;
  if (orders.isError) {
    return (
      <ErrorState
        message={t('history.load_error')}
        error={orders.error}
        onRetry={() => {
          void orders.refetch();
        }}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) return <OrderHistoryEmpty />;

  // The modal shows the order as the list has it now (its documents appear while it is open).
  const shown = selected
    ? (orders.data.find((order) => order.id === selected.id) ?? selected)
    : null;
  const listProps = {
    orders: orders.data,
    onRetryPayment,
    onDetails: (order: UserOrder) => {
      setSelected(order);
      setOpened(true);
    },
  };
  return (
    <>
      <OrderTable {...listProps} />
      <OrderCards {...listProps} />
      <OrderDetailsModal
        opened={opened}
        order={shown}
        onRetryPayment={onRetryPayment}
        onClose={() => {
          setOpened(false);
        }}
      />
    </>
  );
}
