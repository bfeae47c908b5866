import type { StaffOrderDetails } from '@theatre/contracts';
import { Button } from '@mantine/core';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import type { StaffPower } from '../shared/admin-paths';
import { useLocale } from '../../../lib/i18n';
import { shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { Dimmed, isOneOf, StateBadge } from './order-record-parts';
import { OrderRefundPayOut, waitsAtDesk } from './order-refund-pay-out';
import { OrderRefundSettleButton } from './order-refund-settle';
import { OrderRefundBankDetails } from './order-refund-bank-details';
import { OrderRecords, OrderSection } from './order-section';

type Order = StaffOrderDetails;

const refundStatuses = ['pending', 'done', 'failed'] as const;
const refundReasons = ['tickets_gone', 'already_paid', 'order_closed'] as const;

export type Refund = Order['refunds'][number];

/**
 * The refunds: through SimplePay or paid out at the desk (out of whose till), and whether they
 * went through. A refund
 * SimplePay refused for good can be recorded as paid back by other means (administrators); it
 * shows whether the buyer gave a bank account for it through the e-mailed form (decision 0053).
 */
export function RefundsSection({
  order,
  role,
  onSettle,
}: {
  order: Order;
  role: StaffPower;
  /** Administrators: opens "record as paid back" for a refund SimplePay refused. */
  onSettle?: (refund: Refund) => void;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  // A desk refund that waits for the buyer is paid out here (decision 0047).
  const [payingOut, setPayingOut] = useState<Refund | null>(null);
  return (
    <OrderSection value="refunds" title={t('orders.sections.refunds')} count={order.refunds.length}>
      <OrderRecords<Refund>
        caption={t('orders.refunds.caption')}
        rows={order.refunds}
        rowKey={(refund) => refund.id}
        empty={t('orders.empty.refunds')}
        minWidth={720}
        columns={[
          {
            key: 'created',
            label: t('orders.refunds.created'),
            nowrap: true,
            render: (refund) => shortDateTime(refund.created_at, locale),
          },
          {
            key: 'amount',
            label: t('orders.refunds.amount'),
            numeric: true,
            nowrap: true,
            render: (refund) => formatPrice(refund.amount),
          },
          {
            key: 'method',
            label: t('orders.refunds.method'),
            render: (refund) => t(`orders.refunds.methods.${refund.method}`),
          },
          {
            key: 'status',
            label: t('orders.refunds.status'),
            render: (refund) => (
              <>
                <StateBadge
                  tone={
                    refund.status === 'done'
                      ? 'done'
                      : refund.status === 'pending'
                        ? 'waiting'
                        : 'failed'
                  }
                >
                  {isOneOf(refundStatuses, refund.status)
                    ? t(`orders.refunds.statuses.${refund.status}`)
                    : refund.status}
                </StateBadge>
                {onSettle && refund.status === 'failed' ? (
                  <OrderRefundSettleButton refund={refund} onOpen={onSettle} />
                ) : null}
                {waitsAtDesk(refund) ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    mt={6}
                    onClick={() => {
                      setPayingOut(refund);
                    }}
                    aria-label={t('orders.pay_out.button_label', {
                      amount: formatPrice(refund.amount),
                    })}
                  >
                    {t('orders.pay_out.button')}
                  </Button>
                ) : null}
              </>
            ),
          },
          {
            key: 'reason',
            label: t('orders.refunds.reason'),
            render: (refund) => (
              <>
                {isOneOf(refundReasons, refund.reason)
                  ? t(`orders.refunds.reasons.${refund.reason}`)
                  : refund.reason}
                {refund.requested_by ? (
                  <Dimmed>{`${t('orders.refunds.requested_by')}: ${refund.requested_by.name}`}</Dimmed>
                ) : null}
                {refund.paid_out_by ? (
                  <Dimmed>{`${t('orders.refunds.paid_out_by')}: ${refund.paid_out_by.name}`}</Dimmed>
                ) : null}
                <OrderRefundBankDetails refund={refund} />
              </>
            ),
          },
          {
            key: 'done',
            label: t('orders.refunds.done_at'),
            nowrap: true,
            render: (refund) => (
              <>
                {refund.done_at ? shortDateTime(refund.done_at, locale) : '–'}
                {refund.refund_transaction_id !== null ? (
                  <Dimmed>{`${t('orders.refunds.transaction')}: ${String(refund.refund_transaction_id)}`}</Dimmed>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <OrderRefundPayOut
        order={order}
        role={role}
        refund={payingOut}
        onClose={() => {
          setPayingOut(null);
        }}
      />
    </OrderSection>
  );
}
