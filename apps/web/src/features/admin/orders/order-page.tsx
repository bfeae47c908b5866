import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleX,
  IconClockHour4,
  IconSearch,
} from '@tabler/icons-react';
import type { StaffOrderDetails } from '@theatre/contracts';
import { useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { adminPaths, type StaffPower } from '../shared/admin-paths';
import { useStaffOrder } from './staff-orders-api';
import { isSettling, shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderActions } from './order-actions';
import { OrderHeader } from './order-header';
import { OrderAlerts } from './order-alerts';
import { OrderAlert } from './order-badges';
import { DocumentsSection } from './order-documents-section';
import { OrderRefundSettleDialog } from './order-refund-settle';
import { RefundsSection, type Refund } from './order-refunds-section';
import { OrderCancelModal } from './order-cancel-modal';
import { OrderExchange } from './order-exchange';
import { OrderRefundTicketsModal } from './order-refund-tickets-modal';
import {
  AuditSection,
  MailsSection,
  NotificationsSection,
  PaymentsSection,
} from './order-history-sections';
import { OrderWideContext, useWideOrdersLayout } from './order-section';
import type { OrderLinkState } from './orders-results';
import { BuyerSection, ItemsSection, TicketsSection } from './order-summary-sections';

/** The sections a phone shows open at first; the longer records stay folded. */
const openOnPhone = ['buyer', 'items', 'tickets', 'documents', 'refunds'];

function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The way back: to the search the order was opened from, else to the search page. */
function BackLink() {
  const { t } = useAdminTranslation();
  const location = useLocation();
  const state = location.state as Partial<OrderLinkState> | null;
  const search = typeof state?.search === 'string' ? state.search : '';
  return (
    <Anchor component={Link} to={adminPaths.orders(search)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('orders.order.back')}
      </Group>
    </Anchor>
  );
}

function NotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('orders.order.not_found_title'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <BackLink />
      <Title order={1} size="h2">
        {t('orders.order.not_found_title')}
      </Title>
      <Text c="dimmed">{t('orders.order.not_found_text')}</Text>
      <Button
        component={Link}
        to={adminPaths.orders()}
        leftSection={<IconSearch size={16} aria-hidden />}
      >
        {t('orders.search.title')}
      </Button>
    </Stack>
  );
}

/** The order's state in words beside the badges: cancelled (when, by whom, why), a refund. */
function OrderNotices({ order }: { order: StaffOrderDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <>
      {order.cancellation ? (
        <OrderAlert
          tone="danger"
          icon={<IconCircleX size={20} aria-hidden />}
          title={t('orders.order.cancelled_title')}
        >
          <Text size="sm">
            {t('orders.order.cancelled_when', {
              date: shortDateTime(order.cancellation.at, locale),
              name: order.cancellation.by?.name ?? t('orders.audit.system'),
            })}
          </Text>
          {order.cancellation.reason ? (
            <Text size="sm">
              {t('orders.order.cancelled_reason', { reason: order.cancellation.reason })}
            </Text>
          ) : null}
        </OrderAlert>
      ) : null}
      {order.refund_status === 'failed' ? (
        <Alert
          color="red.9"
          variant="filled"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('orders.order.refund_failed_title')}
        >
          {t('orders.order.refund_failed_text')}
        </Alert>
      ) : null}
      {order.refund_status === 'pending' ? (
        <OrderAlert
          tone="waiting"
          role="status"
          icon={<IconClockHour4 size={20} aria-hidden />}
          title={t('orders.order.refund_pending_title')}
        >
          {t('orders.order.refund_pending_text')}
        </OrderAlert>
      ) : null}
    </>
  );
}

function LoadingOrder() {
  const { t } = useAdminTranslation();
  return (
    <Stack gap="md">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={140} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

function OrderView({ orderId, role }: { orderId: number; role: StaffPower }) {
  const { t } = useAdminTranslation();
  const wide = useWideOrdersLayout();
  const query = useStaffOrder(orderId);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refundRef = useRef<HTMLButtonElement>(null);
  const [settling, setSettling] = useState<Refund | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const order = query.data;
  usePageTitle(order ? t('orders.order.title', { id: order.id }) : null);

  if (query.isPending) return <LoadingOrder />;
  if (!order) {
    if (isNotFound(query.error)) return <NotFound />;
    return (
      <Stack gap="md">
        <BackLink />
        <ErrorState
          message={t('common.load_error')}
          error={query.error}
          onRetry={() => {
            void query.refetch();
          }}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const sections = (
    <>
      <BuyerSection order={order} />
      <ItemsSection order={order} />
      <TicketsSection order={order} />
      <DocumentsSection order={order} />
      <PaymentsSection order={order} />
      <RefundsSection
        order={order}
        role={role}
        onSettle={role === 'admin' ? setSettling : undefined}
      />
      <NotificationsSection order={order} />
      <MailsSection order={order} />
      <AuditSection order={order} />
    </>
  );

  return (
    <OrderWideContext.Provider value={wide}>
      <Stack gap="lg">
        <Stack gap="xs">
          <BackLink />
          <Title order={1} size="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {t('orders.order.title', { id: order.id })}
          </Title>
        </Stack>
        <OrderHeader order={order} />
        <OrderActions
          order={order}
          cancelRef={cancelRef}
          onCancel={() => {
            setCancelling(true);
          }}
          refundRef={refundRef}
          onRefundTickets={() => {
            setRefunding(true);
          }}
        />
        <OrderExchange order={order} role={role} />
        <OrderNotices order={order} />
        <OrderAlerts order={order} role={role} />
        {query.isError ? (
          <Text size="sm" c="red.9" role="status">
            {t('orders.order.refresh_failed')}
          </Text>
        ) : isSettling(order) ? (
          <Text size="sm" c="dimmed" role="status">
            {t('orders.order.settling')}
          </Text>
        ) : null}
        {wide ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <BuyerSection order={order} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <DocumentsSection order={order} />
            </Grid.Col>
            {/* The lines with their VAT (seven columns) and the tickets take the whole width. */}
            <Grid.Col span={12}>
              <ItemsSection order={order} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TicketsSection order={order} />
            </Grid.Col>
            <Grid.Col span={12}>
              <PaymentsSection order={order} />
            </Grid.Col>
            <Grid.Col span={12}>
              <RefundsSection
                order={order}
                role={role}
                onSettle={role === 'admin' ? setSettling : undefined}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <NotificationsSection order={order} />
            </Grid.Col>
            <Grid.Col span={12}>
              <MailsSection order={order} />
            </Grid.Col>
            <Grid.Col span={12}>
              <AuditSection order={order} />
            </Grid.Col>
          </Grid>
        ) : (
          <Accordion multiple defaultValue={openOnPhone} order={2} variant="separated">
            {sections}
          </Accordion>
        )}
      </Stack>
      {/* Rendered for everyone: it stays mounted while it closes after the order was cancelled. */}
      <OrderCancelModal
        order={order}
        role={role}
        opened={cancelling}
        onClose={() => {
          setCancelling(false);
        }}
        onClosed={() => {
          // Back to the button that opened it; once the order is cancelled it is gone, so to
          // the order's heading (the new state is read from there on).
          const target = cancelRef.current?.isConnected ? cancelRef.current : headingRef.current;
          target?.focus();
        }}
      />
      <OrderRefundTicketsModal
        order={order}
        role={role}
        opened={refunding}
        onClose={() => {
          setRefunding(false);
        }}
        onClosed={() => {
          const target = refundRef.current?.isConnected ? refundRef.current : headingRef.current;
          target?.focus();
        }}
      />
      {role === 'admin' ? (
        <OrderRefundSettleDialog
          orderId={order.id}
          refund={settling}
          onClose={() => {
            setSettling(null);
          }}
        />
      ) : null}
    </OrderWideContext.Provider>
  );
}

/**
 * `/admin/orders/:orderId` (cashier, admin): everything about one order: its state and totals, the
 * buyer and billing, its lines and tickets (with their admission), payments and what SimplePay said,
 * refunds, documents to download, the e-mails sent and the audit trail. Panels side by side on a
 * desktop, an accordion on a phone. Administrators may cancel it from here, and a cashier a
 * box-office sale of their own open shift (refunded from their own till).
 */
export function OrderPage({ role }: { role: StaffPower }) {
  const { orderId } = useParams();
  const id = parseOrderId(orderId);
  if (id === null) return <NotFound />;
  return <OrderView key={id} orderId={id} role={role} />;
}
