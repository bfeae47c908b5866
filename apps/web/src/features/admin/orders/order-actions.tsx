import { Button, Group, Loader } from '@mantine/core';
import { IconMailForward, IconTicket, IconTicketOff, IconTrash } from '@tabler/icons-react';
import type { StaffOrderDetails } from '@theatre/contracts';
import type { Ref } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { downloadOrderTickets, useResendConfirmation } from './staff-orders-api';
import { useStaffCan } from '../shared/staff-permissions';
import { isCancellable } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderDownloadButton } from './order-download-button';

interface OrderActionsProps {
  order: StaffOrderDetails;
  onCancel: () => void;
  cancelRef: Ref<HTMLButtonElement>;
  /** Opens the dialog that takes some of its tickets back (decision 0039). */
  onRefundTickets: () => void;
  refundRef: Ref<HTMLButtonElement>;
}

/**
 * What staff can do with an order: download its tickets and send its confirmation again (a paid
 * order; cashier and administrator), and cancel it when the server says the caller may
 * (`can_cancel`: an administrator any order still open, a cashier a box-office sale of their own
 * open shift; the server refuses the rest anyway).
 */
export function OrderActions({
  order,
  onCancel,
  cancelRef,
  onRefundTickets,
  refundRef,
}: OrderActionsProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const resend = useResendConfirmation(order.id);
  // The accountant reads orders only (decision 0057).
  const mayResend = useStaffCan('orders_resend');
  const paid = order.status === 'paid';
  const canCancel = order.can_cancel && isCancellable(order);
  // Some tickets back: who may cancel it may take tickets back, while it has valid ones.
  const canRefundTickets =
    paid && order.can_cancel && order.tickets.some((ticket) => ticket.status === 'valid');
  if (!paid && !canCancel) return null;

  const sendAgain = () => {
    if (resend.isPending) return;
    resend.mutate(undefined, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message });
      },
      onError: (error) => {
        notify({
          tone: 'error',
          message:
            error instanceof NetworkError
              ? t('orders.actions.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('orders.actions.failed'),
        });
      },
    });
  };

  return (
    <Group gap="sm" role="group" aria-label={t('orders.actions.label')}>
      {paid && order.tickets.length > 0 ? (
        <OrderDownloadButton
          variant="default"
          icon={<IconTicket size={16} aria-hidden />}
          download={() =>
            downloadOrderTickets(
              order.id,
              `${locale === 'en' ? 'tickets' : 'jegyek'}-${String(order.id)}.pdf`,
            )
          }
        >
          {t('orders.actions.download_tickets')}
        </OrderDownloadButton>
      ) : null}
      {paid && order.buyer.email && mayResend ? (
        <Button
          variant="default"
          leftSection={
            resend.isPending ? (
              <Loader size={14} color="currentColor" aria-hidden />
            ) : (
              <IconMailForward size={16} aria-hidden />
            )
          }
          aria-busy={resend.isPending || undefined}
          aria-disabled={resend.isPending || undefined}
          onClick={sendAgain}
        >
          {t('orders.actions.resend')}
        </Button>
      ) : null}
      {canRefundTickets ? (
        <Button
          ref={refundRef}
          color="red.9"
          variant="outline"
          leftSection={<IconTicketOff size={16} aria-hidden />}
          onClick={onRefundTickets}
          aria-haspopup="dialog"
        >
          {t('orders.refund_tickets.open')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          ref={cancelRef}
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onCancel}
          aria-haspopup="dialog"
        >
          {t('orders.actions.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}
