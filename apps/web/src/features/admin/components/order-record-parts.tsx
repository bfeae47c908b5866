import { Badge, Text } from '@mantine/core';
import { waitingColor } from '../hooks/order-rules';

/** Whether a value the server sends as text is one the catalogue names. */
export function isOneOf<K extends string>(keys: readonly K[], value: string): value is K {
  return (keys as readonly string[]).includes(value);
}

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
