import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StaffOrderRow } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderStateBadges } from './order-badges';
import { ScrollingTable } from './order-section';

/** What the order page's "back" link returns to: this search (its query string). */
export interface OrderLinkState {
  search: string;
}

/** How many performance names a row shows before "+2 more". */
const namesShown = 2;

function Performances({ names }: { names: string[] }) {
  const { t } = useAdminTranslation();
  const shown = names.slice(0, namesShown);
  const more = names.length - shown.length;
  return (
    <Stack gap={0}>
      {shown.map((name, index) => (
        <Text key={`${String(index)}-${name}`} size="sm" lineClamp={1} title={name}>
          {name}
        </Text>
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed" title={names.slice(namesShown).join(', ')}>
          {t('orders.search.more_performances', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}

function OrderLink({ order, search }: { order: StaffOrderRow; search: string }) {
  const { t } = useAdminTranslation();
  const state: OrderLinkState = { search };
  return (
    <Anchor
      component={Link}
      to={adminPaths.order(order.id)}
      state={state}
      fw={700}
      aria-label={t('orders.search.open', { id: order.id })}
    >
      #{order.id}
    </Anchor>
  );
}

function ResultsTable({ rows, search }: { rows: StaffOrderRow[]; search: string }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <ScrollingTable label={t('orders.search.caption')}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={900}>
        <Table.Caption>
          <VisuallyHidden>{t('orders.search.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.search.columns.order')}</Table.Th>
            <Table.Th scope="col">{t('orders.search.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('orders.search.columns.buyer')}</Table.Th>
            <Table.Th scope="col">{t('orders.search.columns.performances')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('orders.search.columns.total')}
            </Table.Th>
            <Table.Th scope="col">{t('orders.search.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('orders.search.columns.channel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Th scope="row" fw={400}>
                <OrderLink order={order} search={search} />
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {shortDateTime(order.created_at, locale)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {order.buyer_name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {order.buyer_email}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Performances names={order.event_names} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {formatPrice(order.total)}
              </Table.Td>
              <Table.Td>
                <OrderStateBadges status={order.status} refund={order.refund_status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{t(`orders.channel.${order.channel}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`orders.method.${order.payment_means}`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

function ResultCards({ rows, search }: { rows: StaffOrderRow[]; search: string }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('orders.search.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((order) => (
        <Card key={order.id} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <OrderLink order={order} search={search} />
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.total)}
              </Text>
            </Group>
            <div>
              <Text size="sm" fw={600}>
                {order.buyer_name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {order.buyer_email}
              </Text>
            </div>
            <Performances names={order.event_names} />
            <Text size="xs" c="dimmed">
              {shortDateTime(order.created_at, locale)} · {t(`orders.channel.${order.channel}`)} ·{' '}
              {t(`orders.method.${order.payment_means}`)}
            </Text>
            <OrderStateBadges status={order.status} refund={order.refund_status} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The found orders: a table (desktop) or cards (phone); each links back to this search. */
export function OrdersRows({
  rows,
  search,
  wide,
}: {
  rows: StaffOrderRow[];
  /** The search's query string, for the orders' "back" links. */
  search: string;
  wide: boolean;
}) {
  return wide ? (
    <ResultsTable rows={rows} search={search} />
  ) : (
    <ResultCards rows={rows} search={search} />
  );
}
