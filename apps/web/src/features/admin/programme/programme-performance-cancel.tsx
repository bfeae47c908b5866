import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { AdminPerformance, PerformanceCancellation } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useCancelPerformance, usePerformanceCancellation } from './programme-cancel-api';
import { localName, ProgrammeDialog, ProgrammeSection } from './programme-common';
import { soldTickets } from './programme-performance-rules';

/** The server's limit on the reason. */
const reasonMaxLength = 500;

function CancellationProgress({ cancellation }: { cancellation: PerformanceCancellation }) {
  const { t } = useAdminTranslation();
  const retry = useCancelPerformance(cancellation.performance_id);
  const { counts } = cancellation;
  const total = counts.done + counts.waiting + counts.failed;
  const finished = counts.done + counts.failed;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite" fw={600}>
        {t(`programme.cancel.status.${cancellation.status}`)}
      </Text>
      {total > 0 ? (
        <>
          <Progress
            value={(finished / total) * 100}
            color={counts.failed > 0 ? 'red.8' : 'teal.8'}
            aria-label={t('programme.cancel.progress_label')}
            animated={cancellation.status === 'running'}
          />
          <Text size="sm">{t('programme.cancel.counts', counts)}</Text>
          <Text size="sm">
            {t('programme.cancel.totals', {
              tickets: cancellation.tickets_refunded,
              amount: formatPrice(cancellation.amount_refunded),
            })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{t('programme.cancel.table_caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('programme.cancel.order')}</Table.Th>
                  <Table.Th scope="col">{t('programme.cancel.buyer')}</Table.Th>
                  <Table.Th scope="col">{t('programme.cancel.tickets')}</Table.Th>
                  <Table.Th scope="col">{t('programme.cancel.amount')}</Table.Th>
                  <Table.Th scope="col">{t('programme.cancel.refund')}</Table.Th>
                  <Table.Th scope="col">{t('programme.cancel.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cancellation.orders.map((order) => (
                  <Table.Tr key={order.order_id}>
                    <Table.Td>
                      <Anchor component={Link} to={adminPaths.order(order.order_id)}>
                        #{order.order_id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{order.buyer_name}</Table.Td>
                    <Table.Td>{order.status === 'done' ? order.tickets : '–'}</Table.Td>
                    <Table.Td>{order.status === 'done' ? formatPrice(order.amount) : '–'}</Table.Td>
                    <Table.Td>
                      {order.refund ? t(`programme.cancel.refunds.${order.refund}`) : '–'}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={order.status === 'failed' ? 'red.9' : undefined}>
                        {t(`programme.cancel.states.${order.status}`)}
                        {order.error
                          ? ` – ${t('programme.cancel.error', { error: order.error })}`
                          : ''}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : cancellation.status === 'running' ? null : (
        <Text size="sm">{t('programme.cancel.no_orders')}</Text>
      )}
      {counts.failed > 0 && cancellation.status !== 'running' ? (
        <Group>
          <Button
            variant="outline"
            loading={retry.isPending}
            onClick={() => {
              retry.mutate(
                { reason: cancellation.reason },
                {
                  onSuccess: () => {
                    notify({ tone: 'success', message: t('programme.cancel.retried') });
                  },
                },
              );
            }}
          >
            {t('programme.cancel.retry')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function CancelledPerformance({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const query = usePerformanceCancellation(performance.id, true);
  const cancellation = query.data;
  return (
    <Stack gap="md">
      {/* Drawn in the text colour with a red rule: a tinted alert's text read below 4.5:1. */}
      <Stack gap={4} pl="md" style={{ borderLeft: '4px solid var(--mantine-color-red-9)' }}>
        <Text fw={700} c="red.9">
          {t('programme.cancel.cancelled_title')}
        </Text>
        <Text size="sm">
          {cancellation
            ? t('programme.cancel.cancelled_text', {
                date: formatDateTime(cancellation.created_at, locale),
                by: cancellation.requested_by ?? '–',
                reason: cancellation.reason,
              })
            : performance.cancellation_reason}
        </Text>
      </Stack>
      {cancellation ? (
        <CancellationProgress cancellation={cancellation} />
      ) : query.isError ? (
        <Group gap="sm">
          <Text size="sm" role="alert">
            {t('programme.cancel.load_failed')}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              void query.refetch();
            }}
          >
            {t('programme.cancel.reload')}
          </Button>
        </Group>
      ) : (
        <Loader size="sm" aria-label={t('programme.cancel.progress_label')} />
      )}
    </Stack>
  );
}

/**
 * Cancelling the performance (decision 0047): before, an explanation and a confirmation that
 * names how many tickets were sold and asks why (the buyers read it); after, the cancellation and
 * the refunds' progress, order by order, polled while the job runs, with a retry of the refused.
 */
export function PerformanceCancel({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const cancel = useCancelPerformance(performance.id);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sold = soldTickets(performance);
  const name = localName(locale, performance.production_name, performance.production_name_en);
  const date = formatDateTime(performance.starts_at, locale);
  const close = () => {
    if (cancel.isPending) return;
    setOpened(false);
    setReasonError(null);
    setFailure(null);
  };
  const submit = () => {
    const text = reason.trim();
    if (text === '') {
      setReasonError(t('programme.cancel.reason_required'));
      return;
    }
    setFailure(null);
    cancel.mutate(
      { reason: text },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          setOpened(false);
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors.reason?.[0] : undefined;
          if (field) {
            setReasonError(field);
            return;
          }
          setFailure(
            error instanceof NetworkError
              ? t('programme.common.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('programme.cancel.failed'),
          );
        },
      },
    );
  };
  return (
    <ProgrammeSection id="programme-cancel" title={t('programme.cancel.title')}>
      <Card withBorder radius="md" padding="lg">
        {performance.cancelled_at !== null ? (
          <CancelledPerformance performance={performance} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('programme.cancel.intro')}</Text>
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => {
                setOpened(true);
              }}
            >
              {t('programme.cancel.open')}
            </Button>
          </Stack>
        )}
      </Card>
      <ProgrammeDialog
        opened={opened}
        onClose={close}
        title={t('programme.cancel.dialog_title')}
        size="md"
      >
        <Stack gap="md">
          <Text>
            {sold === 0
              ? t('programme.cancel.dialog_text_none', { name, date })
              : t('programme.cancel.dialog_text', { count: sold, name, date })}
          </Text>
          <Textarea
            label={t('programme.cancel.reason')}
            description={t('programme.cancel.reason_description')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            error={reasonError}
            maxLength={reasonMaxLength}
            autosize
            minRows={2}
            maxRows={6}
            required
            data-autofocus
          />
          {failure ? (
            <Alert color="red.9" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('programme.cancel.keep')}
            </Button>
            <Button color="red.8" loading={cancel.isPending} onClick={submit}>
              {t('programme.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </ProgrammeDialog>
    </ProgrammeSection>
  );
}
