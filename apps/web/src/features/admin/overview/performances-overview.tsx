import {
  Badge,
  Card,
  Group,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StaffPerformance } from '@theatre/contracts';
import { budapestDay, formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { useStaffPerformances } from '../shared/performances-api';
import { occupancyPercent } from '../shared/occupancy';
import { useAdminTranslation } from '../shared/use-admin-translation';
import type { StaffPower } from '../shared/admin-paths';
import { AdminPage } from '../shared/admin-page';
import { AlertsPanel } from './alerts-panel';
import { inLocale } from '../../../lib/translated';

const ranges = { week: 7, month: 30, season: 365 } as const;
type Range = keyof typeof ranges;

function StateBadges({ performance }: { performance: StaffPerformance }) {
  const { t } = useAdminTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {/* Outlined in dark shades: the light variant's text is below 4.5:1 at a badge's size. */}
      <Badge color={performance.published ? 'teal.9' : 'gray.7'} variant="outline">
        {performance.published ? t('overview.published') : t('overview.unpublished')}
      </Badge>
      {performance.vip_only ? (
        <Badge color="grape.9" variant="outline">
          {t('overview.vip')}
        </Badge>
      ) : null}
    </Group>
  );
}

function Occupancy({ performance }: { performance: StaffPerformance }) {
  const { t } = useAdminTranslation();
  const percent = occupancyPercent(performance);
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm" fw={600}>
        {t('overview.sold_of', { sold: performance.sold, capacity: performance.capacity })}
      </Text>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : percent >= 60 ? 'orange' : 'teal'}
        aria-label={t('overview.occupancy', { percent })}
        size="sm"
      />
    </Stack>
  );
}

/**
 * The back office's first page: what needs attention (alerts), then the coming performances with
 * what is sold, held in carts and admitted at the door, refreshed every minute. A table on a
 * desktop, cards on a phone.
 */
export function PerformancesOverview({ role }: { role: StaffPower }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [range, setRange] = useState<Range>('month');
  // The table wants a desktop's width (the menu beside it); a phone and a tablet get the cards.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const from = budapestDay(new Date());
  const query = useStaffPerformances(from, ranges[range]);
  const rows = query.data ?? [];

  const picker = (
    <SegmentedControl
      value={range}
      onChange={(value) => {
        setRange(value);
      }}
      aria-label={t('overview.range_label')}
      data={(Object.keys(ranges) as Range[]).map((value) => ({
        value,
        label: t(`overview.ranges.${value}`),
      }))}
      style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  );

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={52} radius="sm" />
        ))}
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
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="xl" ta="center">
        {t('overview.empty')}
      </Text>
    );
  } else if (wide) {
    content = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('overview.columns.when')}</Table.Th>
              <Table.Th scope="col">{t('overview.columns.production')}</Table.Th>
              <Table.Th scope="col">{t('overview.columns.venue')}</Table.Th>
              <Table.Th scope="col">{t('overview.columns.sold')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('overview.columns.held')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('overview.columns.checked_in')}
              </Table.Th>
              <Table.Th scope="col">{t('overview.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((performance) => (
              <Table.Tr key={performance.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(performance.starts_at, locale)}
                </Table.Td>
                <Table.Td fw={600}>
                  {inLocale(locale, performance.name, performance.name_en)}
                </Table.Td>
                <Table.Td>
                  {inLocale(locale, performance.venue_name, performance.venue_name_en)}
                </Table.Td>
                <Table.Td>
                  <Occupancy performance={performance} />
                </Table.Td>
                <Table.Td ta="right">{performance.held}</Table.Td>
                <Table.Td ta="right">{performance.checked_in}</Table.Td>
                <Table.Td>
                  <StateBadges performance={performance} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((performance) => (
          <Card key={performance.id} component="li" withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {formatDateTime(performance.starts_at, locale)} ·{' '}
                {inLocale(locale, performance.venue_name, performance.venue_name_en)}
              </Text>
              <Text fw={700}>{inLocale(locale, performance.name, performance.name_en)}</Text>
              <Occupancy performance={performance} />
              <Group gap="md">
                <Text size="sm">
                  {t('overview.columns.held')}: {performance.held}
                </Text>
                <Text size="sm">
                  {t('overview.columns.checked_in')}: {performance.checked_in}
                </Text>
              </Group>
              <StateBadges performance={performance} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  const sold = rows.reduce((sum, row) => sum + row.sold, 0);
  const capacity = rows.reduce((sum, row) => sum + row.capacity, 0);
  return (
    <AdminPage title={t('overview.title')} intro={t('overview.intro')}>
      <AlertsPanel role={role} />
      <Title order={2} size="h3">
        {t('overview.performances')}
      </Title>
      {picker}
      {rows.length > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('overview.totals', { count: rows.length, sold, capacity })}
        </Text>
      ) : null}
      {content}
    </AdminPage>
  );
}
