import { Button } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { useSettleRefund } from './staff-orders-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { SettleNoteDialog } from '../shared/settle-note-dialog';

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
 * "Record as paid back" (administrators), for a refund SimplePay refused for good: how the buyer
 * was paid back, with a required note (shared/settle-note-dialog). On success the refund shows as
 * completed and its button goes, so the dialog lives beside the table, not in the row. Open while
 * `refund` is given.
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
  // The dialog keeps saying which refund while it closes.
  const [shown, setShown] = useState(refund);
  if (refund && refund !== shown) setShown(refund);
  const amount = shown ? formatPrice(shown.amount) : '';
  // The buyer gave a bank account through the e-mailed form (decision 0053): the note names it.
  const bank = shown?.bank_details;
  const initialNote =
    bank?.holder && bank.account
      ? t('orders.refunds.bank.settle_note', { holder: bank.holder, account: bank.account })
      : '';

  return (
    <SettleNoteDialog
      opened={refund !== null}
      pending={settle.isPending}
      initialNote={initialNote}
      texts={{
        title: t('orders.refunds.settle.title'),
        text: t('orders.refunds.settle.text', { amount }),
        note: t('orders.refunds.settle.note'),
        noteDescription: t('orders.refunds.settle.note_description'),
        noteRequired: t('orders.refunds.settle.note_required'),
        keep: t('orders.refunds.settle.keep'),
        confirm: t('orders.refunds.settle.confirm'),
        failed: t('orders.refunds.settle.failed'),
        networkError: t('orders.actions.network_error'),
      }}
      save={(note, callbacks) => {
        if (refund) settle.mutate({ refundId: refund.id, note }, callbacks);
      }}
      onClose={onClose}
    />
  );
}
