import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import {
  transferOrderStatuses,
  type TransferOrderRow,
  type TransferOrderStatus,
} from '@theatre/contracts';
import { formatDate, formatPrice } from '@theatre/i18n';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { AdminListBody } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { TransferStatusBadge } from './transfer-order-badge';
import { useTransferOrders } from './transfer-orders-api';
import { deadlineDay, pageParam, statusParam } from './transfer-order-rules';

function OrderLink({ order }: { order: TransferOrderRow }) {
  const { t } = useAdminTranslation();
  return (
    <Anchor
      component={Link}
      to={adminPaths.transferOrder(order.id)}
      fw={700}
      aria-label={t('transfer_orders.list.open', { id: order.id })}
    >
      #{order.id}
    </Anchor>
  );
}

function Buyer({ order }: { order: TransferOrderRow }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {order.buyer_name}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {order.buyer_email}
      </Text>
    </div>
  );
}

function RowsTable({ rows }: { rows: TransferOrderRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Caption>
        <VisuallyHidden>{t('transfer_orders.list.caption')}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('transfer_orders.list.order')}</Table.Th>
          <Table.Th scope="col">{t('transfer_orders.list.buyer')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('transfer_orders.list.tickets')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('transfer_orders.list.amount')}
          </Table.Th>
          <Table.Th scope="col">{t('transfer_orders.list.deadline')}</Table.Th>
          <Table.Th scope="col">{t('transfer_orders.list.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Th scope="row" fw={400}>
              <OrderLink order={order} />
            </Table.Th>
            <Table.Td>
              <Buyer order={order} />
            </Table.Td>
            <Table.Td ta="right">{order.tickets}</Table.Td>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(order.total)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {order.payment_due_at ? formatDate(deadlineDay(order.payment_due_at), locale) : '–'}
            </Table.Td>
            <Table.Td>
              <TransferStatusBadge status={order.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RowCards({ rows }: { rows: TransferOrderRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('transfer_orders.list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((order) => (
        <Card key={order.id} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <OrderLink order={order} />
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.total)}
              </Text>
            </Group>
            <Buyer order={order} />
            <Text size="sm">
              {t('transfer_orders.list.tickets_count', { count: order.tickets })}
              {order.payment_due_at
                ? ` · ${t('transfer_orders.list.deadline')}: ${formatDate(deadlineDay(order.payment_due_at), locale)}`
                : ''}
            </Text>
            <TransferStatusBadge status={order.status} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * `/admin/transfer-orders` (cashier, administrator; decision 0046): the group orders paid by bank
 * transfer, newest first, with their status, buyer, amount and deadline; filtered by status (in
 * the URL); the way to take a new one.
 */
export function TransferOrderList() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const page = pageParam(params.get('page'));
  const query = useTransferOrders(status, page);

  const show = (next: { status: TransferOrderStatus | ''; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminPage
      title={t('transfer_orders.list.title')}
      intro={t('transfer_orders.list.intro')}
      actions={
        <Group justify="space-between" align="flex-end" gap="md">
          <NativeSelect
            label={t('transfer_orders.list.filter')}
            value={status}
            onChange={(event) => {
              show({ status: statusParam(event.currentTarget.value), page: 1 });
            }}
            data={[
              { value: '', label: t('transfer_orders.list.all') },
              ...transferOrderStatuses.map((value) => ({
                value,
                label: t(`transfer_orders.status.${value}`),
              })),
            ]}
            w={{ base: '100%', xs: 260 }}
          />
          <Button
            component={Link}
            to={adminPaths.transferOrderNew()}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('transfer_orders.list.new')}
          </Button>
        </Group>
      }
    >
      <AdminListBody
        texts="transfer_orders.list"
        query={query}
        wide={wide}
        rowHeight={{ wide: 52, narrow: 140 }}
        filtered={status !== ''}
        noneYetText={t('transfer_orders.list.none_yet_text')}
        onClear={() => {
          show({ status: '', page: 1 });
        }}
        onPage={(next) => {
          show({ status, page: next });
        }}
      >
        {(reply) => (wide ? <RowsTable rows={reply.data} /> : <RowCards rows={reply.data} />)}
      </AdminListBody>
    </AdminPage>
  );
}
