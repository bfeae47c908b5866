import { Code, Stack, Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { auditActionKey, auditDetails, shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { Dimmed, isOneOf, StateBadge } from './order-record-parts';
import { OrderRecords, OrderSection } from './order-section';

type Order = StaffOrderDetails;

const paymentStatuses = [
  'starting',
  'started',
  'start_unknown',
  'start_failed',
  'superseded',
  'finished',
  'notauthorized',
  'cancelled',
  'timeout',
  'refunded',
] as const;
const notificationSources = ['ipn', 'query', 'cancel'] as const;
const notificationOutcomes = ['applied', 'duplicate', 'refund', 'ignored', 'mismatch'] as const;
const mailKinds = [
  'order_paid',
  'order_cancelled',
  'tickets_refunded',
  'payment_refunded',
  'refund_bank_details',
  'refund_transferred',
  'payment_alert',
  'audience_message',
] as const;
const mailStatuses = ['queued', 'sent', 'failed'] as const;
const auditActions = [
  'order_stored',
  'order_paid',
  'order_expired',
  'order_cancelled',
  'order_refund_requested',
  'order_tickets_refunded',
  'order_exchanged',
  'order_confirmation_resent',
  'order_audience_messaged',
  'order_paid_after_cancel',
  'order_tickets_gone',
  'payment_started',
  'payment_refunded',
  'payment_refund_failed',
  'payment_refund_queued',
  'payment_mismatch',
  'payment_unpaid',
  'payment_start_unknown',
  'payment_start_closed',
  'payment_refunded_at_provider',
  'ticket_check_in_undone',
  'ticket_admitted_offline',
  'refund_settled_by_hand',
  'refund_bank_details_given',
  'alert_raised',
  'alert_settled',
] as const;

type Payment = Order['payments'][number];

/** The payment attempts, oldest first. */
export function PaymentsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <OrderSection
      value="payments"
      title={t('orders.sections.payments')}
      count={order.payments.length}
    >
      <OrderRecords<Payment>
        caption={t('orders.payments.caption')}
        rows={order.payments}
        rowKey={(payment) => payment.id}
        empty={t('orders.empty.payments')}
        minWidth={720}
        columns={[
          {
            key: 'started',
            label: t('orders.payments.started'),
            nowrap: true,
            render: (payment) => shortDateTime(payment.created_at, locale),
          },
          {
            key: 'ref',
            label: t('orders.payments.order_ref'),
            render: (payment) => (
              <>
                <Code>{payment.order_ref}</Code>
                {payment.transaction_id !== null ? (
                  <Dimmed>{`${t('orders.payments.transaction')}: ${String(payment.transaction_id)}`}</Dimmed>
                ) : null}
              </>
            ),
          },
          {
            key: 'status',
            label: t('orders.payments.status'),
            render: (payment) => (
              <StateBadge
                tone={
                  payment.status === 'finished'
                    ? 'done'
                    : payment.status === 'started' ||
                        payment.status === 'starting' ||
                        payment.status === 'start_unknown'
                      ? 'waiting'
                      : payment.status === 'refunded' || payment.status === 'superseded'
                        ? 'neutral'
                        : 'failed'
                }
              >
                {isOneOf(paymentStatuses, payment.status)
                  ? t(`orders.payments.statuses.${payment.status}`)
                  : payment.status}
              </StateBadge>
            ),
          },
          {
            key: 'total',
            label: t('orders.payments.total'),
            numeric: true,
            nowrap: true,
            render: (payment) => formatPrice(payment.total),
          },
          {
            key: 'back',
            label: t('orders.payments.back_event'),
            render: (payment) => payment.back_event ?? '–',
          },
          {
            key: 'finished',
            label: t('orders.payments.finished'),
            nowrap: true,
            render: (payment) =>
              payment.finished_at ? shortDateTime(payment.finished_at, locale) : '–',
          },
        ]}
      />
    </OrderSection>
  );
}

type Notification = Order['notifications'][number];

/** What SimplePay told (IPN) or answered (a status query). */
export function NotificationsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <OrderSection
      value="notifications"
      title={t('orders.sections.notifications')}
      count={order.notifications.length}
    >
      <OrderRecords<Notification>
        caption={t('orders.notifications.caption')}
        rows={order.notifications}
        rowKey={(_notification, index) => index}
        empty={t('orders.empty.notifications')}
        minWidth={620}
        columns={[
          {
            key: 'received',
            label: t('orders.notifications.received'),
            nowrap: true,
            render: (item) => shortDateTime(item.received_at, locale),
          },
          {
            key: 'source',
            label: t('orders.notifications.source'),
            render: (item) =>
              isOneOf(notificationSources, item.source)
                ? t(`orders.notifications.sources.${item.source}`)
                : item.source,
          },
          {
            key: 'status',
            label: t('orders.notifications.status'),
            render: (item) => <Code>{item.status}</Code>,
          },
          {
            key: 'outcome',
            label: t('orders.notifications.outcome'),
            render: (item) =>
              isOneOf(notificationOutcomes, item.outcome)
                ? t(`orders.notifications.outcomes.${item.outcome}`)
                : item.outcome,
          },
          {
            key: 'transaction',
            label: t('orders.notifications.transaction'),
            nowrap: true,
            render: (item) => (item.transaction_id === null ? '–' : String(item.transaction_id)),
          },
        ]}
      />
    </OrderSection>
  );
}

type Mail = Order['mails'][number];

/** The e-mails sent about the order. */
export function MailsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <OrderSection value="mails" title={t('orders.sections.mails')} count={order.mails.length}>
      <OrderRecords<Mail>
        caption={t('orders.mails.caption')}
        rows={order.mails}
        rowKey={(mail) => mail.id}
        empty={t('orders.empty.mails')}
        minWidth={720}
        columns={[
          {
            key: 'created',
            label: t('orders.mails.created'),
            nowrap: true,
            render: (mail) => shortDateTime(mail.created_at, locale),
          },
          {
            key: 'kind',
            label: t('orders.mails.kind'),
            render: (mail) => (
              <>
                <Text span size="sm" fw={600} display="block">
                  {isOneOf(mailKinds, mail.kind) ? t(`orders.mails.kinds.${mail.kind}`) : mail.kind}
                </Text>
                <Dimmed>{mail.subject}</Dimmed>
              </>
            ),
          },
          {
            key: 'to',
            label: t('orders.mails.to'),
            render: (mail) => mail.to,
          },
          {
            key: 'status',
            label: t('orders.mails.status'),
            render: (mail) => (
              <>
                <StateBadge
                  tone={
                    mail.status === 'sent'
                      ? 'done'
                      : mail.status === 'queued'
                        ? 'waiting'
                        : 'failed'
                  }
                >
                  {isOneOf(mailStatuses, mail.status)
                    ? t(`orders.mails.statuses.${mail.status}`)
                    : mail.status}
                </StateBadge>
                {mail.sent_at ? <Dimmed>{shortDateTime(mail.sent_at, locale)}</Dimmed> : null}
                {mail.last_error ? (
                  <Text span size="xs" c="red.9" display="block" mt={4}>
                    {t('orders.mails.error', { error: mail.last_error })}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            key: 'attachments',
            label: t('orders.mails.attachments'),
            render: (mail) =>
              mail.attachments.length === 0 ? (
                '–'
              ) : (
                <Stack gap={0}>
                  {mail.attachments.map((name) => (
                    <Text key={name} size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                  ))}
                </Stack>
              ),
          },
        ]}
      />
    </OrderSection>
  );
}

type AuditEntry = Order['audit'][number];

/** What the buyer does on the shop's pages without an account: named as the buyer's. */
const buyerActions: ReadonlySet<string> = new Set([
  'order.move_refund_requested',
  'refund.bank_details_given',
]);

/** Who did what, when: staff by name, the buyer's own steps as the buyer's, the shop's as the system. */
export function AuditSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const detailValue = (field: string, value: string) =>
    field === 'method' && (value === 'simplepay' || value === 'desk')
      ? t(`orders.refunds.methods.${value}`)
      : value;
  return (
    <OrderSection value="audit" title={t('orders.sections.audit')} count={order.audit.length}>
      <OrderRecords<AuditEntry>
        caption={t('orders.audit.caption')}
        rows={order.audit}
        rowKey={(_entry, index) => index}
        empty={t('orders.empty.audit')}
        minWidth={640}
        columns={[
          {
            key: 'when',
            label: t('orders.audit.when'),
            nowrap: true,
            render: (entry) => shortDateTime(entry.at, locale),
          },
          {
            key: 'who',
            label: t('orders.audit.who'),
            render: (entry) =>
              entry.actor ? (
                entry.actor.name
              ) : (
                <Text span size="sm" c="dimmed">
                  {buyerActions.has(entry.action)
                    ? t('orders.audit.buyer')
                    : t('orders.audit.system')}
                </Text>
              ),
          },
          {
            key: 'what',
            label: t('orders.audit.what'),
            render: (entry) => {
              const key = auditActionKey(entry.action);
              return isOneOf(auditActions, key) ? t(`orders.audit.actions.${key}`) : entry.action;
            },
          },
          {
            key: 'details',
            label: t('orders.audit.details'),
            render: (entry) => {
              const details = auditDetails(entry.data);
              if (details.length === 0) return '–';
              return (
                <Stack gap={0}>
                  {details.map((detail) => (
                    <Text key={detail.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {`${t(`orders.audit.fields.${detail.field}`)}: ${detailValue(detail.field, detail.value)}`}
                    </Text>
                  ))}
                </Stack>
              );
            },
          },
        ]}
      />
    </OrderSection>
  );
}
