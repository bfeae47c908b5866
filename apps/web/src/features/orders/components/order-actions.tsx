import { Button, type MantineSize } from '@mantine/core';
import type { UserOrder } from '@theatre/contracts';
import { IconListDetails } from '@tabler/icons-react';
import { orderDocuments } from '../lib/order-documents';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { DocumentButton } from './document-button';
import classes from './orders.module.css';
import { RetryPaymentButton, type RetryOutcome } from './retry-payment-button';

interface OrderActionsProps {
  order: UserOrder;
  onRetryPayment: (orderId: number) => Promise<RetryOutcome>;
  /** Opens the details (a row of the list); the details themselves leave it out. */
  onDetails?: ((order: UserOrder) => void) | undefined;
  /** `compact-sm` in the table; a phone's cards take larger targets. */
  size?: MantineSize | `compact-${MantineSize}`;
}

/**
 * An order's buttons (docs/product.md §4, the row actions): its documents, "Retry payment" while it
 * can be paid, and "Details". Each says which order it is for (`Tickets, order 1042`).
 */
export function OrderActions({
  order,
  onRetryPayment,
  onDetails,
  size = 'compact-sm',
}: OrderActionsProps) {
  const { t } = useOrdersTranslation();
  const id = order.id;
  const named = (action: string) => t('actions.of_order', { action, id });
  return (
    <div className={classes.actions}>
      {orderDocuments(order).map((document) => {
        const label = t(`actions.${document.kind}`);
        return (
          <DocumentButton
            key={document.kind}
            document={document}
            label={label}
            ariaLabel={named(label)}
            size={size}
            variant={document.kind === 'tickets' ? 'filled' : 'light'}
          />
        );
      })}
      {order.retryable ? (
        <RetryPaymentButton
          orderId={id}
          label={t('actions.retry')}
          ariaLabel={named(t('actions.retry'))}
          onRetryPayment={onRetryPayment}
          size={size}
          variant="filled"
        />
      ) : null}
      {onDetails ? (
        <Button
          size={size}
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
          aria-label={named(t('actions.details'))}
          onClick={() => {
            onDetails(order);
          }}
        >
          {t('actions.details')}
        </Button>
      ) : null}
    </div>
  );
}
