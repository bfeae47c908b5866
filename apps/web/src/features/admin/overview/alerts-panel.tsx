import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StaffAlert } from '@theatre/contracts';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { StaffPower } from '../shared/admin-paths';
import { useOpenAlerts } from '../shared/alerts-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AlertList, settleButtonId } from '../shared/alert-list';
import { AlertSettleDialog } from '../shared/alert-settle-dialog';

/**
 * "Needs attention" on the overview (cashiers and administrators): every alert not settled yet,
 * newest first, each with its order; administrators settle them here. Loading, error and empty
 * states of its own, so the performances below load on their own.
 */
export function AlertsPanel({ role }: { role: StaffPower }) {
  const { t } = useAdminTranslation();
  const query = useOpenAlerts();
  const [settling, setSettling] = useState<StaffAlert | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alerts = query.data ?? [];

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-label={t('common.loading')}>
        <Skeleton height={20} width="60%" radius="sm" />
        <Skeleton height={20} width="40%" radius="sm" />
      </Stack>
    );
  } else if (query.isError && !query.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (alerts.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('alerts.empty')}
      </Text>
    );
  } else {
    content = (
      <>
        <Text size="sm" c="dimmed">
          {t('alerts.intro')}
        </Text>
        <AlertList
          alerts={alerts}
          showOrder
          onSettle={role === 'admin' ? setSettling : undefined}
        />
      </>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="alerts-title"
    >
      <Stack gap="sm">
        <Title
          order={2}
          size="h3"
          id="alerts-title"
          ref={headingRef}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {alerts.length > 0
            ? `${t('alerts.title')} (${String(alerts.length)})`
            : t('alerts.title')}
        </Title>
        {content}
      </Stack>
      {role === 'admin' ? (
        <AlertSettleDialog
          alert={settling}
          onClose={() => {
            setSettling(null);
          }}
          onClosed={(alertId, settled) => {
            // Settled, it left the list: the focus goes to the list's heading.
            const button = document.getElementById(settleButtonId(alertId));
            (settled || !button ? headingRef.current : button)?.focus();
          }}
        />
      ) : null}
    </Paper>
  );
}
