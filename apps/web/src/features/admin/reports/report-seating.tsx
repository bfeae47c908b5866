import { NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { SeatReport, SectionOccupancy } from '@theatre/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { formatPercent, type ReportRange } from './report-range';
import { shortStart } from './report-sales-table';
import { ReportSeatMap, SeatMapLegend } from './report-seat-map';
import { useSeatedPerformances, useSeatReport } from './reports-api';

const columns = ['seats', 'sold', 'checked_in', 'held', 'blocked', 'free'] as const;
type Figures = Pick<SectionOccupancy, (typeof columns)[number] | 'occupancy_percent'>;

function FigureRow({
  name,
  figures,
  strong,
}: {
  name: string;
  figures: Figures;
  strong?: boolean;
}) {
  const locale = useLocale();
  const weight = strong ? 700 : 400;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={weight}>
        {name}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td key={column} ta="right" fw={weight}>
          {figures[column]}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={weight}>
        {formatPercent(figures.occupancy_percent, locale)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The occupancy per section, and in all. */
function SectionTable({ report }: { report: SeatReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'group', 'aria-labelledby': 'report-seating-table' },
      }}
    >
      <Table verticalSpacing="xs" aria-labelledby="report-seating-table">
        <caption id="report-seating-table" style={{ textAlign: 'left', fontWeight: 600 }}>
          {t('reports.seating.table_label')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.seating.columns.section')}</Table.Th>
            {[...columns, 'occupancy' as const].map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(`reports.seating.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.sections.map((section) => (
            <FigureRow
              key={section.id}
              name={
                locale === 'en' && section.name_translations.en
                  ? section.name_translations.en
                  : section.name
              }
              figures={section}
            />
          ))}
          <FigureRow name={t('reports.seating.total')} figures={report.totals} strong />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ChosenReport({ eventId }: { eventId: number }) {
  const { t } = useAdminTranslation();
  const report = useSeatReport(eventId);
  if (report.isPending) {
    return <Skeleton height={260} radius="md" role="status" aria-label={t('common.loading')} />;
  }
  if (!report.data) {
    return (
      <ErrorState
        message={t('common.load_error')}
        error={report.error}
        onRetry={() => {
          void report.refetch();
        }}
        retrying={report.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      <SeatMapLegend report={report.data} />
      <ReportSeatMap report={report.data} />
      <SectionTable report={report.data} />
    </Stack>
  );
}

/**
 * The seated performances of the range: one chosen (the first at first), its seats on a small map
 * of the hall by state with a key that names each state and its count, and the occupancy per
 * section.
 */
export function ReportSeating({ range }: { range: ReportRange }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const performances = useSeatedPerformances(range.from, range.to);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = performances.data?.performances ?? [];
  const eventId = list.some((p) => p.event_id === chosen) ? chosen : (list[0]?.event_id ?? null);

  let content;
  if (performances.isPending) {
    content = <Skeleton height={60} radius="md" role="status" aria-label={t('common.loading')} />;
  } else if (!performances.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={performances.error}
        onRetry={() => {
          void performances.refetch();
        }}
        retrying={performances.isFetching}
      />
    );
  } else if (list.length === 0 || eventId === null) {
    content = (
      <Text c="dimmed" py="md">
        {t('reports.seating.none')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="md">
        <NativeSelect
          label={t('reports.seating.choose')}
          value={String(eventId)}
          onChange={(event) => {
            setChosen(Number(event.currentTarget.value));
          }}
          data={list.map((p) => ({
            value: String(p.event_id),
            label: t('reports.seating.option', {
              start: shortStart(p.starts_at, locale),
              name: locale === 'en' && p.name_en ? p.name_en : p.name,
              hall: locale === 'en' && p.hall_name_en ? p.hall_name_en : p.hall_name,
              seats: p.seats,
            }),
          }))}
          maw={560}
        />
        <ChosenReport eventId={eventId} />
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="report-seating-title"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="report-seating-title">
            {t('reports.seating.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.seating.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
