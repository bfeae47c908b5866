import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffPower } from '../shared/admin-paths';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderCancelTill } from './order-cancel-till';
import { chosenTill } from './order-rules';
import { usePayOutRefund, useTills } from './staff-orders-api';

type Refund = StaffOrderDetails['refunds'][number];

/** A desk refund waiting for the buyer (a cancelled performance's cash or desk sale). */
export const waitsAtDesk = (refund: Refund) =>
  refund.method === 'desk' && refund.status === 'pending';

/**
 * "Pay out at the desk" (decision 0047): the buyer of a cancelled performance's cash or desk sale
 * came to the box office; the refund is paid out of a till (a cashier's own, or the one an
 * administrator chooses), whose day close counts it. Open while `refund` is given.
 */
export function OrderRefundPayOut({
  order,
  role,
  refund,
  onClose,
}: {
  order: StaffOrderDetails;
  role: StaffPower;
  refund: Refund | null;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const payOut = usePayOutRefund(order.id);
  const tills = useTills(refund !== null && role === 'admin');
  const [tillChoice, setTillChoice] = useState<number | null>(null);
  const [tillError, setTillError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps saying which refund while it closes.
  const [shown, setShown] = useState(refund);
  if (refund && refund !== shown) setShown(refund);
  const amount = shown ? formatPrice(shown.amount) : '';
  const close = () => {
    if (payOut.isPending) return;
    setTillError(null);
    setFailure(null);
    onClose();
  };
  const submit = () => {
    if (!refund) return;
    const till = role === 'admin' ? chosenTill(tillChoice, order, tills.data?.tills) : null;
    if (role === 'admin' && till === null) {
      setTillError(t('orders.pay_out.till_required'));
      return;
    }
    payOut.mutate(
      { refundId: refund.id, tillId: till },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          onClose();
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors.refund_till_id?.[0] : undefined;
          if (field) {
            setTillError(field);
            return;
          }
          setFailure(
            error instanceof NetworkError
              ? t('orders.actions.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('orders.pay_out.failed'),
          );
        },
      },
    );
  };
  return (
    <AdminConfirmDialog
      opened={refund !== null}
      onClose={close}
      title={t('orders.pay_out.title')}
      closeLabel={t('orders.pay_out.keep')}
      busy={payOut.isPending}
    >
      <Stack gap="md">
        <Text>{t('orders.pay_out.text', { amount, id: order.id })}</Text>
        <OrderCancelTill
          role={role}
          value={chosenTill(tillChoice, order, tills.data?.tills)}
          onChange={(tillId) => {
            setTillChoice(tillId);
            setTillError(null);
          }}
          error={tillError}
          active={refund !== null}
        />
        {failure ? (
          <Alert color="red.9" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={payOut.isPending} data-autofocus>
            {t('orders.pay_out.keep')}
          </Button>
          <Button loading={payOut.isPending} onClick={submit}>
            {t('orders.pay_out.confirm', { amount })}
          </Button>
        </Group>
      </Stack>
    </AdminConfirmDialog>
  );
}
