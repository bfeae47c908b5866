import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { budapestDay, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { NetworkError, isApiError } from '../../../lib/api-error';
import { translate } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { AdminDateInput } from '../shared/admin-date-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useCancelTransferOrder, useMarkTransferPaid } from './transfer-orders-api';

interface DialogProps {
  orderId: number;
  opened: boolean;
  /** `done`: the action went through (the button that opened it may be gone). */
  onClose: (done: boolean) => void;
  /** Once it has closed: the page puts the focus where it belongs. */
  onClosed: () => void;
}

/**
 * "Record the payment": the transfer's value date (today by default, not in the future) and a
 * note. A refusal of a field shows under it; a 409 (already paid, lapsed, cancelled, or its
 * tickets sold meanwhile) is said in the dialog, and the page shows the order as it is now.
 */
export function MarkPaidDialog({
  orderId,
  opened,
  onClose,
  onClosed,
  total,
}: DialogProps & { total: number }) {
  const { t } = useAdminTranslation();
  const mark = useMarkTransferPaid(orderId);
  const today = budapestDay(new Date());
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ paid_on?: string; note?: string }>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    setMessage(null);
    if (paidOn === '') {
      setErrors({ paid_on: translate('validation.required') });
      return;
    }
    if (paidOn > today) {
      setErrors({ paid_on: translate('validation.transfer_paid_on_future') });
      return;
    }
    setErrors({});
    try {
      await mark.mutateAsync({ paid_on: paidOn, ...(note.trim() ? { note: note.trim() } : {}) });
      notify({ tone: 'success', message: t('transfer_orders.mark_paid.done') });
      onClose(true);
    } catch (error) {
      if (error instanceof NetworkError) setMessage(t('transfer_orders.mark_paid.network'));
      else if (isApiError(error) && error.status === 422) {
        setErrors({
          paid_on: error.fieldErrors['paid_on']?.[0],
          note: error.fieldErrors['note']?.[0],
        });
      } else if (isApiError(error) && error.code === 'ticket_sold_out') {
        setMessage(t('transfer_orders.mark_paid.sold_out'));
      } else if (isApiError(error) && error.status === 409) {
        setMessage(t('transfer_orders.mark_paid.conflict'));
      }
    }
  };

  return (
    <AdminConfirmDialog
      opened={opened}
      onClose={() => {
        onClose(false);
      }}
      onClosed={onClosed}
      title={t('transfer_orders.mark_paid.title')}
      closeLabel={t('transfer_orders.mark_paid.close')}
      busy={mark.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!mark.isPending) void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('transfer_orders.mark_paid.text', { amount: formatPrice(total) })}
          </Text>
          <AdminDateInput
            label={t('transfer_orders.mark_paid.paid_on')}
            description={t('transfer_orders.mark_paid.paid_on_hint')}
            required
            value={paidOn}
            maxDate={today}
            onChange={(value) => {
              setPaidOn(value);
              setErrors((current) => ({ ...current, paid_on: undefined }));
            }}
            error={errors.paid_on}
            data-autofocus
          />
          <Textarea
            label={t('transfer_orders.mark_paid.note')}
            description={t('transfer_orders.mark_paid.note_hint')}
            value={note}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(event) => {
              setNote(event.currentTarget.value);
            }}
            error={errors.note}
          />
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                onClose(false);
              }}
              disabled={mark.isPending}
            >
              {t('transfer_orders.mark_paid.close')}
            </Button>
            <Button type="submit" loading={mark.isPending}>
              {t('transfer_orders.mark_paid.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminConfirmDialog>
  );
}

/** "Cancel the order": why (for the record), then the holds go back; no refund (none was paid). */
export function CancelDialog({ orderId, opened, onClose, onClosed }: DialogProps) {
  const { t } = useAdminTranslation();
  const cancel = useCancelTransferOrder(orderId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    setMessage(null);
    if (reason.trim() === '') {
      setError(translate('validation.required'));
      return;
    }
    setError(undefined);
    try {
      const reply = await cancel.mutateAsync({ reason: reason.trim(), refund: false });
      notify({ tone: 'success', message: reply.message });
      onClose(true);
    } catch (failure) {
      if (failure instanceof NetworkError) setMessage(t('transfer_orders.cancel.network'));
      else if (isApiError(failure) && failure.status === 422) {
        setError(failure.fieldErrors['reason']?.[0] ?? failure.message);
      } else if (isApiError(failure)) setMessage(t('transfer_orders.cancel.conflict'));
    }
  };

  return (
    <AdminConfirmDialog
      opened={opened}
      onClose={() => {
        onClose(false);
      }}
      onClosed={onClosed}
      title={t('transfer_orders.cancel.title')}
      closeLabel={t('transfer_orders.cancel.close')}
      busy={cancel.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!cancel.isPending) void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('transfer_orders.cancel.text')}</Text>
          <TextInput
            label={t('transfer_orders.cancel.reason')}
            description={t('transfer_orders.cancel.reason_hint')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                onClose(false);
              }}
              disabled={cancel.isPending}
            >
              {t('transfer_orders.cancel.close')}
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              {t('transfer_orders.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminConfirmDialog>
  );
}
