import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { StaffAlert } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from './admin-paths';
import { shortDateTime } from './short-date-time';
import { useAdminTranslation } from './use-admin-translation';
import { isOneOf } from './is-one-of';

const sources = ['ipn', 'query', 'cancel'] as const;
const alertTone = 'var(--mantine-color-red-9)';

/** The id of an alert's settle button (the focus goes back to it when its dialog closes). */
export const settleButtonId = (alertId: number) => `alert-settle-${String(alertId)}`;

/** A value as staff read it: an amount in forints, anything else as it came (pure). */
export function shownValue(field: StaffAlert['mismatches'][number]['field'], value: string) {
  return field === 'total' && /^\d+(\.\d+)?$/.test(value) ? formatPrice(Number(value)) : value;
}

interface AlertListProps {
  alerts: readonly StaffAlert[];
  /** The overview names each alert's order (with a link); the order's own page does not. */
  showOrder: boolean;
  /** Administrators settle; cashiers read. */
  onSettle?: ((alert: StaffAlert) => void) | undefined;
}

/**
 * Alerts as a list of cards, each saying what SimplePay reported, how, and what disagreed with
 * the order (the order's value and the message's), with the way to settle it for administrators.
 */
export function AlertList({ alerts, showOrder, onSettle }: AlertListProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={t('alerts.list_label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {alerts.map((alert) => {
        const what = t(`alerts.kinds.${alert.kind}`);
        return (
          <Paper
            key={alert.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            style={{ borderLeft: `4px solid ${alertTone}` }}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconAlertTriangle size={20} color={alertTone} aria-hidden />
                  <Text fw={700} c="red.9" component="h3" fz="md" m={0}>
                    {what}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('alerts.raised', { date: shortDateTime(alert.created_at, locale) })}
                </Text>
              </Group>
              {showOrder && alert.order_id !== null ? (
                <Text size="sm">
                  <Anchor
                    component={Link}
                    to={adminPaths.order(alert.order_id)}
                    fw={600}
                    aria-label={t('alerts.order_link_label', { id: alert.order_id })}
                  >
                    {t('alerts.order', { id: alert.order_id })}
                  </Anchor>
                  {alert.buyer_name ? ` · ${alert.buyer_name}` : ''}
                  {alert.order_total === null ? '' : ` · ${formatPrice(alert.order_total)}`}
                </Text>
              ) : null}
              <Text size="sm">
                {t('alerts.message', {
                  status: alert.status,
                  source: isOneOf(sources, alert.source)
                    ? t(`alerts.sources.${alert.source}`)
                    : alert.source,
                  transaction:
                    alert.transaction_id === null
                      ? t('alerts.unknown')
                      : String(alert.transaction_id),
                })}
              </Text>
              <Text size="sm" fw={600}>
                {t('alerts.mismatches_label')}
              </Text>
              <Stack component="ul" gap={2} m={0} pl="lg">
                {alert.mismatches.map((mismatch) => (
                  <Text
                    component="li"
                    size="sm"
                    key={mismatch.field}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {t('alerts.mismatch', {
                      field: t(`alerts.fields.${mismatch.field}`),
                      expected: shownValue(mismatch.field, mismatch.expected),
                      received: shownValue(mismatch.field, mismatch.received),
                    })}
                  </Text>
                ))}
              </Stack>
              {onSettle ? (
                <Button
                  id={settleButtonId(alert.id)}
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  mt={4}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    onSettle(alert);
                  }}
                  aria-label={t('alerts.settle.button_label', {
                    id: alert.order_id ?? '–',
                    what,
                  })}
                >
                  {t('alerts.settle.button')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('alerts.cashier_note')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
