import { Anchor, Button, Group, Text } from '@mantine/core';
import { useStaffCan } from '../shared/staff-permissions';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminPaths, type StaffPower } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderExchangeModal } from './order-exchange-modal';

/**
 * An order's exchange (decision 0050): the links between an exchanged order and its new order,
 * and for a paid order with valid tickets (not a group order by transfer, nor complimentary) the
 * "Exchange" button with its dialog. Cashiers and administrators alike.
 */
export function OrderExchange({ order, role }: { order: StaffOrderDetails; role: StaffPower }) {
  const { t } = useAdminTranslation();
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mayExchange = useStaffCan('orders_exchange');
  const exchangeable =
    mayExchange &&
    order.status === 'paid' &&
    order.payment_means !== 'bank_transfer' &&
    order.channel !== 'complimentary' &&
    order.tickets.some((ticket) => ticket.status === 'valid');
  const links = order.exchanged_from_order_id !== null || order.exchanged_to_order_ids.length > 0;
  if (!exchangeable && !links) return null;
  return (
    <>
      {order.exchanged_from_order_id !== null ? (
        <Text size="sm">
          {t('orders.exchange.from_order', { id: order.exchanged_from_order_id })}{' '}
          <Anchor component={Link} to={adminPaths.order(order.exchanged_from_order_id)}>
            {t('orders.exchange.open_order', { id: order.exchanged_from_order_id })}
          </Anchor>
          {order.exchange_credit > 0
            ? ` · ${t('orders.exchange.credit', { amount: formatPrice(order.exchange_credit) })}`
            : null}
        </Text>
      ) : null}
      {order.exchanged_to_order_ids.length > 0 ? (
        <Group gap="xs">
          <Text size="sm">{t('orders.exchange.to_orders')}</Text>
          {order.exchanged_to_order_ids.map((id) => (
            <Anchor key={id} component={Link} to={adminPaths.order(id)} size="sm">
              {t('orders.exchange.open_order', { id })}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {exchangeable ? (
        <Group>
          <Button
            ref={buttonRef}
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => {
              setOpened(true);
            }}
            aria-haspopup="dialog"
          >
            {t('orders.exchange.open')}
          </Button>
        </Group>
      ) : null}
      <OrderExchangeModal
        order={order}
        role={role}
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        onClosed={() => {
          buttonRef.current?.focus();
        }}
      />
    </>
  );
}
