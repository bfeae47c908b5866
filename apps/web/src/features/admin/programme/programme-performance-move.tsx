import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { AdminPerformance, PerformanceMove } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { AdminDateTimeInput } from '../shared/admin-date-time-input';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { localName, ProgrammeDialog, ProgrammeSection } from './programme-common';
import { useMovePerformance, usePerformanceMoves } from './programme-move-api';
import { soldTickets } from './programme-performance-rules';
import { fromBudapestInput } from './programme-time';

/** The server's limit on the note. */
const noteMaxLength = 500;

type Field = 'starts_at' | 'refund_deadline';

function MovesHistory({ moves }: { moves: readonly PerformanceMove[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    // A native scroller, focusable and named: on a phone the history scrolls sideways, and it has
    // no link of its own to reach it by the keyboard.
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('programme.move.history_caption')}
    >
      <Table striped verticalSpacing="xs" data-testid="performance-moves">
        <Table.Caption>{t('programme.move.history_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('programme.move.moved_at')}</Table.Th>
            <Table.Th scope="col">{t('programme.move.from_to')}</Table.Th>
            <Table.Th scope="col">{t('programme.move.deadline')}</Table.Th>
            <Table.Th scope="col">{t('programme.move.mailing')}</Table.Th>
            <Table.Th scope="col">{t('programme.move.refunds')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moves.map((move) => (
            <Table.Tr key={move.id}>
              <Table.Td>
                {formatDateTime(move.created_at, locale)}
                {move.moved_by ? (
                  <Text size="xs" c="dimmed">
                    {move.moved_by}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {formatDateTime(move.old_starts_at, locale)} →{' '}
                <strong>{formatDateTime(move.new_starts_at, locale)}</strong>
                {move.note ? (
                  <Text size="xs" c="dimmed">
                    {move.note}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDateTime(move.refund_deadline, locale)}</Table.Td>
              <Table.Td>
                <Text size="sm" role={move.status === 'running' ? 'status' : undefined}>
                  {move.status === 'running'
                    ? t('programme.move.mailing_running', move.counts)
                    : t('programme.move.mailing_done', move.counts)}
                </Text>
                {move.counts.skipped > 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('programme.move.skipped', { count: move.counts.skipped })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {move.refunds.orders === 0
                  ? t('programme.move.refunds_none')
                  : t('programme.move.refunds_some', {
                      ...move.refunds,
                      amount: formatPrice(move.refunds.amount),
                    })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Moving the performance to a new date (decision 0048): an explanation and the dialog (the new
 * start, the refund deadline, a note to the buyers), then every move with how far the buyers'
 * e-mails got (polled while running) and the refunds they asked through their links.
 */
export function PerformanceMove({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const moves = usePerformanceMoves(performance.id);
  const move = useMovePerformance(performance.id);
  const [opened, setOpened] = useState(false);
  const [startsAt, setStartsAt] = useState('');
  const [deadline, setDeadline] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sold = soldTickets(performance);
  const name = localName(locale, performance.production_name, performance.production_name_en);
  const date = formatDateTime(performance.starts_at, locale);
  const now = useNow();
  const past = Date.parse(performance.starts_at) <= now.getTime();
  const blocked =
    performance.cancelled_at !== null
      ? t('programme.move.not_movable_cancelled')
      : past
        ? t('programme.move.not_movable_past')
        : null;
  const close = () => {
    if (move.isPending) return;
    setOpened(false);
    setErrors({});
    setFailure(null);
  };
  const submit = () => {
    const starts = startsAt === '' ? null : fromBudapestInput(startsAt);
    const until = deadline === '' ? null : fromBudapestInput(deadline);
    const missing: Partial<Record<Field, string>> = {};
    if (!starts) missing.starts_at = t('programme.move.required');
    if (!until) missing.refund_deadline = t('programme.move.required');
    setErrors(missing);
    if (!starts || !until) return;
    setFailure(null);
    move.mutate(
      { starts_at: starts, refund_deadline: until, note: note.trim() },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          setOpened(false);
          setStartsAt('');
          setDeadline('');
          setNote('');
        },
        onError: (error) => {
          if (isApiError(error)) {
            const fields = error.fieldErrors;
            const found: Partial<Record<Field, string>> = {};
            for (const field of ['starts_at', 'refund_deadline'] as const) {
              const message = fields[field]?.[0];
              if (message) found[field] = message;
            }
            if (Object.keys(found).length > 0) {
              setErrors(found);
              return;
            }
          }
          setFailure(
            error instanceof NetworkError
              ? t('programme.common.network_error')
              : isApiError(error) && error.body?.message
                ? error.body.message
                : t('programme.move.failed'),
          );
        },
      },
    );
  };
  const list = moves.data?.moves ?? [];
  return (
    <ProgrammeSection id="programme-move" title={t('programme.move.title')}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text size="sm">{t('programme.move.intro')}</Text>
          {blocked ? (
            <Text size="sm" fw={600}>
              {blocked}
            </Text>
          ) : (
            <Group>
              <Button
                variant="outline"
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
                onClick={() => {
                  setOpened(true);
                }}
              >
                {t('programme.move.open')}
              </Button>
            </Group>
          )}
          {moves.isError ? (
            <Group gap="sm">
              <Text size="sm" role="alert">
                {t('programme.move.load_failed')}
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  void moves.refetch();
                }}
              >
                {t('programme.move.reload')}
              </Button>
            </Group>
          ) : moves.isPending ? (
            <Loader size="sm" aria-label={t('programme.move.progress_label')} />
          ) : list.length > 0 ? (
            <Stack gap="xs">
              <Text fw={600}>{t('programme.move.history_title')}</Text>
              <MovesHistory moves={list} />
            </Stack>
          ) : null}
        </Stack>
      </Card>
      <ProgrammeDialog
        opened={opened}
        onClose={close}
        title={t('programme.move.dialog_title')}
        size="md"
      >
        <Stack gap="md">
          <Text>
            {t('programme.move.dialog_text', { name, date })}{' '}
            {sold === 0
              ? t('programme.move.dialog_sold_none')
              : t('programme.move.dialog_sold', { count: sold })}
          </Text>
          <AdminDateTimeInput
            label={t('programme.move.starts_at')}
            description={t('programme.move.starts_at_description')}
            value={startsAt}
            onChange={(value) => {
              setStartsAt(value);
              if (errors.starts_at) setErrors({ ...errors, starts_at: undefined });
            }}
            error={errors.starts_at}
            required
            data-autofocus
          />
          <AdminDateTimeInput
            label={t('programme.move.refund_deadline')}
            description={t('programme.move.refund_deadline_description')}
            value={deadline}
            onChange={(value) => {
              setDeadline(value);
              if (errors.refund_deadline) setErrors({ ...errors, refund_deadline: undefined });
            }}
            error={errors.refund_deadline}
            required
          />
          <Textarea
            label={t('programme.move.note')}
            description={t('programme.move.note_description')}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
            }}
            maxLength={noteMaxLength}
            autosize
            minRows={2}
            maxRows={5}
          />
          {failure ? (
            <Alert color="red.9" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={move.isPending}>
              {t('programme.move.keep')}
            </Button>
            <Button loading={move.isPending} onClick={submit}>
              {t('programme.move.confirm')}
            </Button>
          </Group>
        </Stack>
      </ProgrammeDialog>
    </ProgrammeSection>
  );
}
