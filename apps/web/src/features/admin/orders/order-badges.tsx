import { Alert, Badge, Group } from '@mantine/core';
import type { OrderStatus, RefundStatus } from '@theatre/contracts';
import type { ReactNode } from 'react';
import { refundColor, statusColor, waitingColor } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';

/** The order's status: paid, awaiting payment, cancelled, expired. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminTranslation();
  return (
    <Badge color={statusColor[status]} variant="outline" miw="max-content">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/** The order's refund, when it has one: pending, refunded or failed. */
export function RefundBadge({ refund }: { refund: RefundStatus }) {
  const { t } = useAdminTranslation();
  if (refund === 'none') return null;
  return (
    <Badge
      color={refundColor[refund]}
      variant={refund === 'failed' ? 'filled' : 'outline'}
      miw="max-content"
    >
      {t(`orders.refund.${refund}`)}
    </Badge>
  );
}

/** The status and, beside it, the refund. */
export function OrderStateBadges({
  status,
  refund,
}: {
  status: OrderStatus;
  refund: RefundStatus;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <OrderStatusBadge status={status} />
      <RefundBadge refund={refund} />
    </Group>
  );
}

interface OrderAlertProps {
  /** `danger`: red (a cancellation, a warning); `waiting`: orange (on its way). */
  tone: 'danger' | 'waiting';
  title: string;
  icon: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
}

/**
 * A notice on a light tint whose title and icon are in the tone's dark shade: Mantine's light
 * variant words its title in a mid shade that reads below 4.5:1, and with a dark shade given it
 * paints the whole box in it.
 */
export function OrderAlert({ tone, title, icon, role, children }: OrderAlertProps) {
  const dark = tone === 'danger' ? 'var(--mantine-color-red-9)' : waitingColor;
  return (
    <Alert
      color={tone === 'danger' ? 'red' : 'orange'}
      variant="light"
      icon={icon}
      title={title}
      role={role}
      styles={{ title: { color: dark }, icon: { color: dark } }}
    >
      {children}
    </Alert>
  );
}
