import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconDoorEnter } from '@tabler/icons-react';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import type { StaffPower } from '../shared/admin-paths';
import { useCancelOrder, useTills } from './staff-orders-api';
import { admittedTickets, chosenTill, refundWay } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderAlert } from './order-badges';
import { OrderCancelTill } from './order-cancel-till';

/** The server's limit on the reason. */
const reasonMaxLength = 500;

interface OrderCancelModalProps {
  order: StaffOrderDetails;
  role: StaffPower;
  opened: boolean;
  onClose: () => void;
  /** Once the modal has closed: the page puts the focus back (its button may be gone by then). */
  onClosed: () => void;
}

/**
 * "Cancel order" (a cancellation, never a deletion: the order stays, its documents get a sztornó;
 * administrators; a cashier a box-office sale of their own open shift): the reason (required, for
 * the audit trail), for a paid order whether to refund it and how the money goes back (SimplePay
 * to the card, or paid out at the desk from a till: the cashier's own, or the one an
 * administrator chooses), a clear warning (one more when some of its tickets were already
 * admitted at the door), and the confirmation. The server's answer is shown: its message in a
 * toast on success (the page then shows the new state), a refusal (too late, a bad reason or
 * till, not allowed) in the modal. Mantine's modal traps the focus, starts on the
 * reason and gives the focus back on closing.
 */
export function OrderCancelModal({
  order,
  role,
  opened,
  onClose,
  onClosed,
}: OrderCancelModalProps) {
  const { t } = useAdminTranslation();
  const cancel = useCancelOrder(order.id);
  const way = refundWay(order);
  const paid = order.status === 'paid';
  const admitted = admittedTickets(order);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(true);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [tillChoice, setTillChoice] = useState<number | null>(null);
  const [tillError, setTillError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deskRefund = paid && way === 'desk' && refund;
  const tills = useTills(opened && deskRefund && role === 'admin');
  const till = chosenTill(tillChoice, order, tills.data?.tills);

  const reset = () => {
    setReason('');
    setRefund(true);
    setReasonError(null);
    setTillChoice(null);
    setTillError(null);
    setFailure(null);
    cancel.reset();
  };

  const close = () => {
    if (cancel.isPending) return;
    onClose();
  };

  const submit = () => {
    if (cancel.isPending) return;
    const text = reason.trim();
    if (!text) {
      setReasonError(t('orders.cancel.reason_required'));
      return;
    }
    const needsTill = deskRefund && role === 'admin';
    if (needsTill && till === null) {
      setTillError(t('orders.cancel.till_required'));
      return;
    }
    setFailure(null);
    cancel.mutate(
      {
        reason: text,
        refund: way !== null && refund,
        ...(needsTill && till !== null ? { refund_till_id: till } : {}),
      },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            const field = error.fieldErrors['reason']?.[0];
            if (field) {
              setReasonError(field);
              return;
            }
            const tillField = error.fieldErrors['refund_till_id']?.[0];
            if (tillField) {
              setTillError(tillField);
              return;
            }
          }
          if (isApiError(error) && (error.status === 409 || error.status === 403)) {
            setFailure(error.body?.message || t('orders.cancel.failed'));
            return;
          }
          setFailure(
            error instanceof NetworkError
              ? t('orders.actions.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('orders.cancel.failed'),
          );
        },
      },
    );
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size="lg"
      closeOnClickOutside={!cancel.isPending}
      closeOnEscape={!cancel.isPending}
      // The button it opened from is gone once the order is cancelled: the page says where the
      // focus goes.
      returnFocus={false}
      onExitTransitionEnd={() => {
        reset();
        onClosed();
      }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's header is a <header> inside role="dialog": axe counts it as a second banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>{t('orders.cancel.title', { id: order.id })}</Modal.Title>
          <Modal.CloseButton aria-label={t('orders.cancel.keep')} />
        </Modal.Header>
        <Modal.Body>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            noValidate
          >
            <Stack gap="md">
              <OrderAlert
                tone="danger"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title={t('orders.cancel.warning_title')}
              >
                {paid ? t('orders.cancel.warning_paid') : t('orders.cancel.warning_unpaid')}
              </OrderAlert>
              {admitted > 0 ? (
                <OrderAlert
                  tone="waiting"
                  icon={<IconDoorEnter size={20} aria-hidden />}
                  title={t('orders.cancel.admitted_title')}
                >
                  {t('orders.cancel.admitted_text', {
                    count: admitted,
                    total: order.tickets.length,
                  })}
                </OrderAlert>
              ) : null}
              <Textarea
                label={t('orders.cancel.reason')}
                description={t('orders.cancel.reason_description')}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  if (reasonError) setReasonError(null);
                }}
                error={reasonError}
                maxLength={reasonMaxLength}
                autosize
                minRows={2}
                maxRows={6}
                required
                data-autofocus
              />
              {paid && way !== null ? (
                <Checkbox
                  checked={refund}
                  onChange={(event) => {
                    setRefund(event.currentTarget.checked);
                  }}
                  label={t('orders.cancel.refund', { total: formatPrice(order.total) })}
                  description={
                    <>
                      {way === 'simplepay'
                        ? t('orders.cancel.refund_simplepay')
                        : t('orders.cancel.refund_desk')}{' '}
                      {t('orders.cancel.no_refund_note')}
                    </>
                  }
                />
              ) : null}
              {deskRefund ? (
                <OrderCancelTill
                  role={role}
                  value={till}
                  onChange={(tillId) => {
                    setTillChoice(tillId);
                    setTillError(null);
                  }}
                  error={tillError}
                  active={opened}
                />
              ) : null}
              {paid && way === null ? (
                <Text size="sm" c="dimmed">
                  {t('orders.cancel.nothing_to_refund')}
                </Text>
              ) : null}
              {failure ? (
                <Alert
                  color="red.9"
                  variant="outline"
                  role="alert"
                  title={t('orders.cancel.failed')}
                >
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={close}
                  aria-disabled={cancel.isPending || undefined}
                >
                  {t('orders.cancel.keep')}
                </Button>
                {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
                <Button
                  type="submit"
                  color="red.9"
                  leftSection={
                    cancel.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
                  }
                  aria-busy={cancel.isPending || undefined}
                  aria-disabled={cancel.isPending || undefined}
                >
                  {t('orders.cancel.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
