import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconDownload,
  IconReceipt,
  IconX,
} from '@tabler/icons-react';
import type { TransferOrderDetails } from '@theatre/contracts';
import { formatDate, formatPrice, type Locale } from '@theatre/i18n';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NetworkError, isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AdminPage } from '../shared/admin-page';
import { adminPaths } from '../shared/admin-paths';
import { shortDateTime } from '../shared/short-date-time';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { TransferStatusBadge } from './transfer-order-badge';
import { CancelDialog, MarkPaidDialog } from './transfer-order-dialogs';
import { downloadProForma, useTransferOrder } from './transfer-orders-api';
import { deadlineDay } from './transfer-order-rules';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The invoice data as given: the name, the tax number and the address on one line. */
function billingLines(billing: Record<string, unknown> | null): string[] {
  if (!billing) return [];
  const text = (key: string) => {
    const value = billing[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const street = [text('street_name'), text('public_place_category'), text('house_number')]
    .filter(Boolean)
    .join(' ');
  const rest = [text('building'), text('stairway'), text('floor'), text('door')]
    .filter(Boolean)
    .join(' ');
  const address = [text('zip'), text('city')].filter(Boolean).join(' ');
  return [
    text('name'),
    text('tax_number'),
    [address, [street, rest].filter(Boolean).join(' '), text('country')].filter(Boolean).join(', '),
  ];
}

function Summary({ order, locale }: { order: TransferOrderDetails; locale: Locale }) {
  const { t } = useAdminTranslation();
  const [name, tax, address] = billingLines(order.billing);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('transfer_orders.details.summary')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" component="dl" m={0}>
          <Fact label={t('transfer_orders.details.buyer')}>{order.buyer_name}</Fact>
          <Fact label={t('transfer_orders.details.email')}>{order.buyer_email}</Fact>
          <Fact label={t('transfer_orders.details.amount')}>{formatPrice(order.total)}</Fact>
          <Fact label={t('transfer_orders.details.tickets')}>{order.tickets}</Fact>
          <Fact label={t('transfer_orders.details.created')}>
            {shortDateTime(order.created_at, locale)}
          </Fact>
          <Fact label={t('transfer_orders.details.deadline')}>
            {order.payment_due_at ? formatDate(deadlineDay(order.payment_due_at), locale) : '–'}
          </Fact>
          <Fact label={t('transfer_orders.details.reference')}>{order.payment_reference}</Fact>
          <Fact label={t('transfer_orders.details.language')}>
            {t(`transfer_orders.form.languages.${order.language}`)}
          </Fact>
          {order.reminded_at || order.status === 'awaiting_transfer' ? (
            <Fact label={t('transfer_orders.details.reminder')}>
              {order.reminded_at
                ? t('transfer_orders.details.reminded', {
                    at: shortDateTime(order.reminded_at, locale),
                  })
                : t('transfer_orders.details.not_reminded')}
            </Fact>
          ) : null}
          {order.paid_on ? (
            <Fact label={t('transfer_orders.details.paid')}>
              {t('transfer_orders.details.paid_value', {
                day: formatDate(`${order.paid_on}T12:00:00Z`, locale),
              })}
            </Fact>
          ) : null}
          {order.paid_note ? (
            <Fact label={t('transfer_orders.details.note')}>{order.paid_note}</Fact>
          ) : null}
        </SimpleGrid>
        {name || address ? (
          <div>
            <Title order={3} size="h5">
              {t('transfer_orders.details.invoice')}
            </Title>
            <Text>{name}</Text>
            {tax ? <Text size="sm">{t('transfer_orders.details.tax_number', { tax })}</Text> : null}
            <Text size="sm">{address}</Text>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Lines({ order, locale }: { order: TransferOrderDetails; locale: Locale }) {
  const { t } = useAdminTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h3" id="transfer-order-lines">
          {t('transfer_orders.details.lines')}
        </Title>
        <div style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" striped aria-labelledby="transfer-order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('transfer_orders.details.line_item')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('transfer_orders.details.line_quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('transfer_orders.details.line_unit')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('transfer_orders.details.line_total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.kind === 'fee'
                        ? t('transfer_orders.details.fee')
                        : (line.event_name ?? line.name)}
                    </Text>
                    {line.kind !== 'fee' ? (
                      <Text size="sm" c="dimmed">
                        {line.name}
                        {line.event_start ? ` · ${shortDateTime(line.event_start, locale)}` : ''}
                      </Text>
                    ) : null}
                    {line.seats !== null ? (
                      <Text size="sm">
                        {t('transfer_orders.details.seats', { seats: line.seats })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(line.unit_price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                    {formatPrice(line.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * `/admin/transfer-orders/:id` (cashier, administrator; decision 0046): a group order: its state,
 * buyer, amount, deadline, reminder and payment, its lines; the pro-forma to download, recording
 * the payment (then the regular order page has the invoice and the tickets) and cancelling it.
 */
export function TransferOrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  // Another order starts afresh; an id that is no number is no such order.
  return <TransferOrderDetails key={id} orderId={Number.isInteger(id) && id > 0 ? id : 0} />;
}

function TransferOrderDetails({ orderId }: { orderId: number }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const query = useTransferOrder(orderId);
  const [dialog, setDialog] = useState<'paid' | 'cancel' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const done = useRef(false);
  const markButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const orderLink = useRef<HTMLAnchorElement>(null);
  const order = query.data;
  const closeDialog = (succeeded: boolean) => {
    done.current = succeeded;
    setDialog(null);
  };
  // After a dialog: back to the button that opened it, or, once the order changed (the button is
  // gone), to the order page's link.
  const focusAfter = (opener: { current: HTMLButtonElement | null }) => {
    const button = opener.current;
    (done.current || !button?.isConnected ? orderLink.current : button)?.focus();
    done.current = false;
  };

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await downloadProForma(orderId, `pro-forma-${String(orderId)}.pdf`);
    } catch (error) {
      if (error instanceof NetworkError || !isApiError(error) || error.status >= 500) {
        notify({ tone: 'error', message: t('transfer_orders.details.download_failed') });
      }
    } finally {
      setDownloading(false);
    }
  };

  let content: ReactNode;
  if (orderId > 0 && query.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={200} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  } else if (!order) {
    const missing = orderId === 0 || (isApiError(query.error) && query.error.status === 404);
    content = missing ? (
      <Alert color="gray" variant="light">
        {t('transfer_orders.details.not_found')}
      </Alert>
    ) : (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    const awaiting = order.status === 'awaiting_transfer';
    content = (
      <>
        <Group gap="sm">
          <TransferStatusBadge status={order.status} />
        </Group>
        {order.status === 'paid' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            <Text size="sm" c="var(--mantine-color-text)">
              {t('transfer_orders.details.paid_notice')}
            </Text>
          </Alert>
        ) : null}
        {order.status === 'expired' ? (
          <Alert color="gray" variant="light">
            {t('transfer_orders.details.lapsed_notice')}
          </Alert>
        ) : null}
        {order.status === 'cancelled' ? (
          <Alert color="gray" variant="light">
            {t('transfer_orders.details.cancelled_notice')}
          </Alert>
        ) : null}
        <Group gap="sm" role="group" aria-label={t('transfer_orders.details.actions')}>
          {awaiting ? (
            <Button
              ref={markButton}
              leftSection={<IconCircleCheck size={18} aria-hidden />}
              onClick={() => {
                setDialog('paid');
              }}
            >
              {t('transfer_orders.details.mark_paid')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-busy={downloading || undefined}
            onClick={() => void download()}
          >
            {t('transfer_orders.details.pro_forma')}
          </Button>
          <Button
            ref={orderLink}
            component={Link}
            to={adminPaths.order(order.id)}
            variant={order.status === 'paid' ? 'filled' : 'default'}
            leftSection={<IconReceipt size={18} aria-hidden />}
          >
            {t('transfer_orders.details.order_page')}
          </Button>
          {awaiting ? (
            <Button
              ref={cancelButton}
              variant="outline"
              color="red.9"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => {
                setDialog('cancel');
              }}
            >
              {t('transfer_orders.details.cancel')}
            </Button>
          ) : null}
        </Group>
        <Summary order={order} locale={locale} />
        <Lines order={order} locale={locale} />
        <MarkPaidDialog
          orderId={order.id}
          total={order.total}
          opened={dialog === 'paid'}
          onClose={closeDialog}
          onClosed={() => {
            focusAfter(markButton);
          }}
        />
        <CancelDialog
          orderId={order.id}
          opened={dialog === 'cancel'}
          onClose={closeDialog}
          onClosed={() => {
            focusAfter(cancelButton);
          }}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={
        orderId > 0
          ? t('transfer_orders.details.title', { id: orderId })
          : t('transfer_orders.details.not_found')
      }
    >
      <Anchor component={Link} to={adminPaths.transferOrders()} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {t('transfer_orders.details.back')}
      </Anchor>
      {content}
    </AdminPage>
  );
}
