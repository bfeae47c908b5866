import { Badge, Text } from '@mantine/core';
import { waitingColor } from './order-rules';

/** Shared with the alerts; re-exported for the order pages. */
export { isOneOf } from '../shared/is-one-of';

/** A small outlined badge: green for done, orange for on its way, red for failed. */
export function StateBadge({
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

/** A second line under a cell's value. */
export function Dimmed({ children }: { children: string }) {
  return (
    <Text span size="xs" c="dimmed" display="block">
      {children}
    </Text>
  );
}
