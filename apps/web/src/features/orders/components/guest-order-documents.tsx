import { Button, Loader, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useUserOrders } from '../api/orders-api';
import { documentsPending, orderDocuments } from '../lib/order-documents';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { DocumentButton } from './document-button';
import classes from './orders.module.css';

/**
 * A guest's downloads on the paid screen (the purchase link's order, GET /user_orders with the
 * link's token): the tickets and the receipt once issued, the only way to the tickets for a guest
 * who chose to download them. Until then it says they are being prepared, and asks again.
 */
export function GuestOrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useOrdersTranslation();
  const headingId = useId();
  const orders = useUserOrders({ guest: true });
  const order = orders.data?.find((candidate) => candidate.id === orderId) ?? null;
  const documents = order ? orderDocuments(order) : [];

  let body;
  if (orders.isPending) {
    body = (
      <div className={classes.guestNote} role="status">
        <Loader size="sm" aria-hidden />
        <span>{t('guest.preparing')}</span>
      </div>
    );
  } else if (orders.isError) {
    body = (
      <div className={classes.guestNote} role="alert">
        <span>{t('guest.load_error')}</span>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={orders.isFetching}
          onClick={() => {
            void orders.refetch();
          }}
        >
          {t('guest.retry')}
        </Button>
      </div>
    );
  } else if (order === null || (documents.length === 0 && !documentsPending(order))) {
    return null;
  } else {
    body = (
      <>
        {documents.map((document) => (
          <DocumentButton
            key={document.kind}
            document={document}
            label={
              document.kind === 'tickets'
                ? t('guest.tickets')
                : document.kind === 'receipt'
                  ? t('guest.receipt')
                  : t(`actions.${document.kind}`)
            }
            variant={document.kind === 'tickets' ? 'filled' : 'default'}
            fullWidth
          />
        ))}
        {documentsPending(order) ? (
          <div className={classes.guestNote} role="status">
            <Loader size="sm" aria-hidden />
            <Text span size="sm">
              {t('guest.preparing')}
            </Text>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={classes.guest}>
      <Title order={2} id={headingId} className={classes.guestTitle}>
        {t('guest.title')}
      </Title>
      {body}
    </section>
  );
}
