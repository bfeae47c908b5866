import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSettleRefund } from './staff-orders-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';

/** The server's limit on the note. */
const noteMaxLength = 500;

type Refund = StaffOrderDetails['refunds'][number];

/** The button on a refund SimplePay refused for good that opens the dialog below. */
export function OrderRefundSettleButton({
  refund,
  onOpen,
}: {
  refund: Refund;
  onOpen: (refund: Refund) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      mt={6}
      onClick={() => {
        onOpen(refund);
      }}
      aria-label={t('orders.refunds.settle.button_label', { amount: formatPrice(refund.amount) })}
    >
      {t('orders.refunds.settle.button')}
    </Button>
  );
}

/**
 * "Record as paid back" (administrators), for a refund SimplePay refused for good: a dialog asks
 * how the buyer was paid back (required, kept in the audit trail) and records it. The server's
 * answer is shown: its message in a toast on success (the refund then shows as completed, and its
 * button goes: so the dialog lives beside the table, not in the row), a refusal (no longer failed,
 * a missing note) in the dialog. Open while `refund` is given.
 */
export function OrderRefundSettleDialog({
  orderId,
  refund,
  onClose,
}: {
  orderId: number;
  refund: Refund | null;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const settle = useSettleRefund(orderId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps saying which refund while it closes.
  const [shown, setShown] = useState(refund);
  if (refund && refund !== shown) setShown(refund);
  const amount = shown ? formatPrice(shown.amount) : '';

  const close = () => {
    if (settle.isPending) return;
    onClose();
    setNote('');
    setNoteError(null);
    setFailure(null);
  };

  const submit = () => {
    if (settle.isPending || !refund) return;
    const text = note.trim();
    if (!text) {
      setNoteError(t('orders.refunds.settle.note_required'));
      return;
    }
    setFailure(null);
    settle.mutate(
      { refundId: refund.id, note: text },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          onClose();
          setNote('');
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors['note']?.[0] : undefined;
          if (field) {
            setNoteError(field);
            return;
          }
          setFailure(
            error instanceof NetworkError
              ? t('orders.actions.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('orders.refunds.settle.failed'),
          );
        },
      },
    );
  };

  return (
    <AdminConfirmDialog
      opened={refund !== null}
      onClose={close}
      title={t('orders.refunds.settle.title')}
      closeLabel={t('orders.refunds.settle.keep')}
      busy={settle.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('orders.refunds.settle.text', { amount })}</Text>
          <Textarea
            label={t('orders.refunds.settle.note')}
            description={t('orders.refunds.settle.note_description')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (noteError) setNoteError(null);
            }}
            error={noteError}
            maxLength={noteMaxLength}
            autosize
            minRows={2}
            maxRows={5}
            required
            data-autofocus
          />
          {failure ? (
            <Alert
              color="red.9"
              variant="outline"
              role="alert"
              title={t('orders.refunds.settle.failed')}
            >
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} aria-disabled={settle.isPending || undefined}>
              {t('orders.refunds.settle.keep')}
            </Button>
            {/* Busy, not disabled: a disabled button would drop the focus out of the dialog. */}
            <Button
              type="submit"
              leftSection={
                settle.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={settle.isPending || undefined}
              aria-disabled={settle.isPending || undefined}
            >
              {t('orders.refunds.settle.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminConfirmDialog>
  );
}
