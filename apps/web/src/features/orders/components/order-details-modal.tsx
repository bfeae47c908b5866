import { Modal, Title } from '@mantine/core';
import type { UserOrder } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useId } from 'react';
import { useLocale } from '../../../lib/i18n';
import { orderDocuments } from '../lib/order-documents';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { DocumentButton } from './document-button';
import { OrderItems } from './order-items';
import { PerformanceFacts } from './order-performances';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders.module.css';
import { RetryPaymentButton, type RetryOutcome } from './retry-payment-button';

interface OrderDetailsModalProps {
  opened: boolean;
  /** The order shown (kept while the modal closes). */
  order: UserOrder | null;
  onRetryPayment: (orderId: number) => Promise<RetryOutcome>;
  onClose: () => void;
}

/**
 * An order's details (docs/product.md §2, previous orders): order ID, event (when and where: its
 * date and time, its venue with the address), order date, payment method,
 * payment status, the items (their own loading and error state) and the order's buttons: its
 * downloads, and "Retry payment" while it can be paid. The focus goes back to the "Details"
 * button that opened it.
 */
export function OrderDetailsModal({
  opened,
  order,
  onRetryPayment,
  onClose,
}: OrderDetailsModalProps) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  const itemsId = useId();
  const actionsId = useId();
  const documents = order ? orderDocuments(order) : [];
  return (
    <Modal.Root
      opened={opened && order !== null}
      onClose={onClose}
      size="lg"
      classNames={{ inner: classes.modalInner, body: classes.modalBody }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header> inside role="dialog": axe counts it as a second banner. */}
        <Modal.Header role="none">
          <Modal.Title className={classes.modalTitle}>{t('details.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('details.close')} />
        </Modal.Header>
        <Modal.Body>
          {order ? (
            <div className={classes.details}>
              <dl className={classes.facts}>
                <div>
                  <dt>{t('details.order_id')}</dt>
                  <dd className={classes.code}>{order.id}</dd>
                </div>
                <div>
                  <dt>{t('details.event')}</dt>
                  <dd>{order.name}</dd>
                </div>
                <PerformanceFacts performances={order.performances} />
                <div>
                  <dt>{t('details.ordered_at')}</dt>
                  <dd className={classes.nowrap}>
                    <time dateTime={order.created_at}>
                      {formatDateTime(order.created_at, locale)}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt>{t('details.value')}</dt>
                  <dd className={classes.price}>{formatPrice(order.brutto)}</dd>
                </div>
                <div>
                  <dt>{t('details.payment_method')}</dt>
                  <dd>{order.payment_method_name}</dd>
                </div>
                <div>
                  <dt>{t('details.payment_status')}</dt>
                  <dd>
                    <OrderStatusBadge order={order} />
                  </dd>
                </div>
              </dl>
              {order.retryable ? (
                <div className={classes.actions}>
                  <RetryPaymentButton
                    orderId={order.id}
                    label={t('actions.retry')}
                    onRetryPayment={onRetryPayment}
                  />
                </div>
              ) : null}
              <section aria-labelledby={itemsId}>
                <Title order={3} id={itemsId} className={classes.detailsHeading}>
                  {t('details.items')}
                </Title>
                <OrderItems orderId={order.id} />
              </section>
              {documents.length > 0 ? (
                <section aria-labelledby={actionsId}>
                  <Title order={3} id={actionsId} className={classes.detailsHeading}>
                    {t('details.documents')}
                  </Title>
                  <div className={classes.actions}>
                    {documents.map((document) => (
                      <DocumentButton
                        key={document.kind}
                        document={document}
                        label={t(`actions.${document.kind}`)}
                        variant={document.kind === 'tickets' ? 'filled' : 'light'}
                      />
                    ))}
                  </div>
                </section>
              ) : null}
            </div>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
