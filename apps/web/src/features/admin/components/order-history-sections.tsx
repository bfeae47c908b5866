import { Badge, Code, Stack, Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { downloadOrderDocument } from '../api/staff-orders-api';
import {
  auditActionKey,
  auditDetails,
  documentLabel,
  shortDateTime,
  waitingColor,
} from '../hooks/order-rules';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { OrderDownloadButton } from './order-download-button';
import { OrderRecords, OrderSection } from './order-section';

type Order = StaffOrderDetails;

/** Whether a value the server sends as text is one the catalogue names. */
function isOneOf<K extends string>(keys: readonly K[], value: string): value is K {
  return (keys as readonly string[]).includes(value);
}

const paymentStatuses = [
  'started',
  'start_failed',
  'finished',
  'notauthorized',
  'cancelled',
  'timeout',
  'refunded',
] as const;
const notificationSources = ['ipn', 'query'] as const;
const notificationOutcomes = ['applied', 'duplicate', 'refund', 'ignored'] as const;
const refundStatuses = ['pending', 'done', 'failed'] as const;
const refundReasons = ['tickets_gone', 'already_paid', 'order_closed'] as const;
const documentStatuses = ['pending', 'issued'] as const;
const documentIssuers = ['builtin', 'szamlazz'] as const;
const mailKinds = ['order_paid', 'order_cancelled', 'payment_refunded'] as const;
const mailStatuses = ['queued', 'sent', 'failed'] as const;
const auditActions = [
  'order_stored',
  'order_paid',
  'order_expired',
  'order_cancelled',
  'order_refund_requested',
  'order_confirmation_resent',
  'order_paid_after_cancel',
  'order_tickets_gone',
  'payment_started',
  'payment_refunded',
  'payment_refund_failed',
  'payment_refund_queued',
  'payment_mismatch',
  'payment_unpaid',
  'ticket_check_in_undone',
] as const;

/** A small outlined badge: green for done, orange for on its way, red for failed. */
function StateBadge({
  tone,
  children,
}: {
  tone: 'done' | 'waiting' | 'failed' | 'neutral';
  children: string;
}) {
  const color = { done: 'teal.9', waiting: waitingColor, failed: 'red.9', neutral: 'gray.7' }[tone];
  return (
    <Badge variant="outline" color={color} miw="max-content">
      {children}
    </Badge>
  );
}

function Dimmed({ children }: { children: string }) {
  return (
    <Text span size="xs" c="dimmed" display="block">
      {children}
    </Text>
  );
}

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
                    : payment.status === 'started'
                      ? 'waiting'
                      : payment.status === 'refunded'
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

type Refund = Order['refunds'][number];

/** The refunds: through SimplePay or paid out at the desk, and whether they went through. */
export function RefundsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
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
    </OrderSection>
  );
}

type Document = Order['documents'][number];

/** Receipts, invoices and their sztornó, each to download once issued. */
export function DocumentsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const numbers = new Map(order.documents.map((document) => [document.id, document.number]));
  return (
    <OrderSection
      value="documents"
      title={t('orders.sections.documents')}
      count={order.documents.length}
    >
      <OrderRecords<Document>
        caption={t('orders.documents.caption')}
        rows={order.documents}
        rowKey={(document) => document.id}
        empty={t('orders.empty.documents')}
        minWidth={400}
        columns={[
          {
            key: 'kind',
            label: t('orders.documents.kind'),
            render: (document) => (
              <>
                <Text span size="sm" fw={600} display="block">
                  {t(`orders.documents.kinds.${documentLabel(document)}`)}
                </Text>
                <Text span size="sm" display="block">
                  {document.number ?? t('orders.documents.number_pending')}
                </Text>
                {document.cancels_id !== null ? (
                  <Dimmed>
                    {t('orders.documents.cancels', {
                      number: numbers.get(document.cancels_id) ?? `#${String(document.cancels_id)}`,
                    })}
                  </Dimmed>
                ) : null}
              </>
            ),
          },
          {
            key: 'status',
            label: t('orders.documents.status'),
            render: (document) => (
              <>
                <StateBadge tone={document.status === 'issued' ? 'done' : 'waiting'}>
                  {isOneOf(documentStatuses, document.status)
                    ? t(`orders.documents.statuses.${document.status}`)
                    : document.status}
                </StateBadge>
                <Dimmed>
                  {[
                    document.issued_at ? shortDateTime(document.issued_at, locale) : null,
                    isOneOf(documentIssuers, document.issuer)
                      ? t(`orders.documents.issuers.${document.issuer}`)
                      : document.issuer,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Dimmed>
                {document.last_error ? (
                  <Text span size="xs" c="red.9" display="block" mt={4}>
                    {t('orders.documents.error', {
                      count: document.attempts,
                      error: document.last_error,
                    })}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            key: 'download',
            label: t('orders.documents.download'),
            render: (document) => {
              if (document.status !== 'issued') return '–';
              const kind = t(`orders.documents.kinds.${documentLabel(document)}`);
              const number = document.number ?? `#${String(document.id)}`;
              return (
                <OrderDownloadButton
                  size="xs"
                  variant="default"
                  aria-label={t('orders.documents.download_label', { kind, number })}
                  download={() =>
                    downloadOrderDocument(
                      document.id,
                      `${documentLabel(document)}-${number.replace(/[^\w-]+/g, '_')}.pdf`,
                    )
                  }
                >
                  {t('orders.documents.download')}
                </OrderDownloadButton>
              );
            },
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

/** Who did what, when: staff by name, the shop's own steps as the system. */
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
                  {t('orders.audit.system')}
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
