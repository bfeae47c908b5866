import {
  Anchor,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DayClose } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { AdminDateInput } from '../shared/admin-date-input';
import { adminPaths } from '../shared/admin-paths';
import { useDayCloses } from './box-office-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day closes, newest first, between two days; each opens its details (to look at it or print
 * it again). An administrator sees every cashier's, by staff member; a cashier (`own`) their own,
 * without the staff filter. A table on a desktop, cards on a phone.
 */
export function DayClosesList({ own, className }: { own: boolean; className?: string }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [staff, setStaff] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useDayCloses({
    staff_id: own || staff === null ? undefined : Number(staff),
    from: dayPattern.test(from) ? from : undefined,
    to: dayPattern.test(to) ? to : undefined,
  });
  const items = query.data?.items ?? [];

  const openLink = (close: DayClose) => (
    <Anchor
      component={Link}
      to={adminPaths.dayCloseDetails(close.id)}
      aria-label={t('box_office.day_closes.open_label', {
        name: close.staff.name,
        time: formatDateTime(close.closed_at, locale),
      })}
    >
      {t('box_office.day_closes.open')}
    </Anchor>
  );

  let content;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton height={120} radius="md" />
      </div>
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
  } else if (items.length === 0) {
    content = (
      <Text c="dimmed" py="md">
        {own && from === '' && to === ''
          ? t('box_office.day_closes.own_empty')
          : t('box_office.day_closes.empty')}
      </Text>
    );
  } else if (wide) {
    content = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('box_office.day_closes.columns.closed_at')}</Table.Th>
              {own ? null : (
                <Table.Th scope="col">{t('box_office.day_closes.columns.staff')}</Table.Th>
              )}
              <Table.Th scope="col" ta="right">
                {t('box_office.day_closes.columns.expected')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('box_office.day_closes.columns.counted')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('box_office.day_closes.columns.difference')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('box_office.day_closes.columns.card')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('box_office.day_closes.columns.tickets')}
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('box_office.day_closes.open')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((close) => (
              <Table.Tr key={close.id}>
                <Table.Td className={classes.nowrap}>
                  {formatDateTime(close.closed_at, locale)}
                </Table.Td>
                {own ? null : <Table.Td>{close.staff.name}</Table.Td>}
                <Table.Td ta="right" className={classes.amount}>
                  {formatPrice(close.expected_cash)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatPrice(close.counted_cash)}
                </Table.Td>
                <Table.Td
                  ta="right"
                  className={classes.amount}
                  c={close.difference < 0 ? 'red.9' : undefined}
                  fw={close.difference === 0 ? undefined : 700}
                >
                  {formatPrice(close.difference)}
                </Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {formatPrice(close.card_taken)}
                </Table.Td>
                <Table.Td ta="right">{close.tickets_sold}</Table.Td>
                <Table.Td>{openLink(close)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    content = (
      <ul className={classes.lines}>
        {items.map((close) => (
          <li key={close.id}>
            <Card withBorder radius="md" padding="sm">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(close.closed_at, locale)}
                </Text>
                {own ? null : <Text fw={700}>{close.staff.name}</Text>}
                <Text size="sm">
                  {t('box_office.day_closes.columns.expected')}: {formatPrice(close.expected_cash)}{' '}
                  · {t('box_office.day_closes.columns.counted')}: {formatPrice(close.counted_cash)}
                </Text>
                <Text size="sm" fw={700} c={close.difference < 0 ? 'red.9' : undefined}>
                  {t('box_office.day_closes.columns.difference')}: {formatPrice(close.difference)}
                </Text>
                {openLink(close)}
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="day-closes-title"
      mt="xl"
      className={className}
    >
      <Title order={2} size="h3" id="day-closes-title">
        {own ? t('box_office.day_closes.own_title') : t('box_office.day_closes.title')}
      </Title>
      <Text c="dimmed">
        {own ? t('box_office.day_closes.own_intro') : t('box_office.day_closes.intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        {own ? null : (
          <Select
            label={t('box_office.day_closes.staff')}
            placeholder={t('box_office.day_closes.all_staff')}
            data={(query.data?.staff ?? []).map((member) => ({
              value: String(member.id),
              label: member.name,
            }))}
            value={staff}
            onChange={setStaff}
            clearable
            comboboxProps={{ withinPortal: false }}
            w={220}
          />
        )}
        <AdminDateInput
          label={t('box_office.day_closes.from')}
          value={from}
          onChange={setFrom}
          w={170}
        />
        <AdminDateInput label={t('box_office.day_closes.to')} value={to} onChange={setTo} w={170} />
      </Group>
      {content}
    </Stack>
  );
}
