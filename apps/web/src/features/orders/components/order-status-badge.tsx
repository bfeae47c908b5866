import { Badge } from '@mantine/core';
import type { UserOrder } from '@theatre/contracts';
import { statusTone, type StatusTone } from '../lib/order-documents';
import classes from './orders.module.css';

/** Filled badges whose text reads at AA contrast (white on the dark shades, dark on gold). */
const colors: Record<StatusTone, string> = {
  paid: 'teal.9',
  awaiting: 'gold.3',
  expired: 'gray.7',
  cancelled: 'red.9',
};

/** The order's payment status as the server names it ('Fizetve'), coloured by its state. */
export function OrderStatusBadge({ order }: { order: UserOrder }) {
  return (
    <Badge color={colors[statusTone(order)]} variant="filled" className={classes.status}>
      {order.payment_status_name}
    </Badge>
  );
}
