import { Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffAlert, StaffOrderDetails } from '@theatre/contracts';
import { useRef, useState } from 'react';
import type { StaffPower } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AlertList, settleButtonId } from '../shared/alert-list';
import { AlertSettleDialog } from '../shared/alert-settle-dialog';

/**
 * The order's alerts not settled yet ("needs attention"), above its records; nothing when there
 * are none. Administrators settle them here; a settled alert leaves, and its settlement (who,
 * when, the note) stays in the order's history.
 */
export function OrderAlerts({ order, role }: { order: StaffOrderDetails; role: StaffPower }) {
  const { t } = useAdminTranslation();
  const [settling, setSettling] = useState<StaffAlert | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const open = order.alerts.filter((alert) => alert.settled_at === null);
  return (
    <>
      {open.length > 0 ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="order-alerts-title"
          style={{ borderColor: 'var(--mantine-color-red-9)' }}
        >
          <Stack gap="sm">
            <Title
              order={2}
              size="h3"
              id="order-alerts-title"
              c="red.9"
              ref={headingRef}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              {t('alerts.title')}
            </Title>
            <Text size="sm">{t('alerts.intro')}</Text>
            <AlertList
              alerts={open}
              showOrder={false}
              onSettle={role === 'admin' ? setSettling : undefined}
            />
          </Stack>
        </Paper>
      ) : null}
      {role === 'admin' ? (
        <AlertSettleDialog
          alert={settling}
          onClose={() => {
            setSettling(null);
          }}
          onClosed={(alertId, settled) => {
            const button = document.getElementById(settleButtonId(alertId));
            const target = settled || !button ? headingRef.current : button;
            // The last one settled: the section is gone, and the order's heading takes the focus.
            (target?.isConnected
              ? target
              : document.querySelector<HTMLElement>('main h1')
            )?.focus();
          }}
        />
      ) : null}
    </>
  );
}
