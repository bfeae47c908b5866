import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderStateBadges } from './order-badges';
import { shortDateTime } from './order-rules';
import { OrderFacts, type Fact } from './order-section';

/**
 * The top of an order's page: its state and channel, the buyer, when it was placed, paid or is
 * due, a group order's link to its transfer page, and the total.
 */
export function OrderHeader({ order }: { order: StaffOrderDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const facts: Fact[] = [
    {
      key: 'created',
      label: t('orders.order.created'),
      value: shortDateTime(order.created_at, locale),
    },
  ];
  if (order.paid_at) {
    facts.push({
      key: 'paid',
      label: t('orders.order.paid'),
      value: shortDateTime(order.paid_at, locale),
    });
  }
  if (order.status === 'awaiting_payment' && order.expires_at) {
    facts.push({
      key: 'expires',
      label: t('orders.order.expires'),
      value: shortDateTime(order.expires_at, locale),
    });
  }
  if (order.payment_means === 'bank_transfer') {
    // A group order by transfer (decision 0046): its pro-forma, deadline and payment on its page.
    facts.push({
      key: 'transfer',
      label: t('orders.order.transfer'),
      value: (
        <Anchor component={Link} to={adminPaths.transferOrder(order.id)}>
          {t('orders.order.transfer_link')}
        </Anchor>
      ),
    });
  }
  facts.push({
    key: 'total',
    label: t('orders.order.total'),
    value: (
      <Text span fw={700} size="lg">
        {formatPrice(order.total)}
      </Text>
    ),
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('orders.order.summary')}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <OrderStateBadges status={order.status} refund={order.refund_status} />
          <Badge variant="outline" color="gray.7">
            {t(`orders.channel.${order.channel}`)}
          </Badge>
        </Group>
        <Text fw={600}>
          {order.buyer.name}
          {order.buyer.email ? (
            <Text span c="dimmed" fw={400}>
              {` · ${order.buyer.email}`}
            </Text>
          ) : null}
        </Text>
        <OrderFacts facts={facts} />
      </Stack>
    </Paper>
  );
}
