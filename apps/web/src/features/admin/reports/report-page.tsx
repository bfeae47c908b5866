import './report-styles';
import { Skeleton, Stack, Text } from '@mantine/core';
import { budapestDay } from '@theatre/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useRevenueReport, useSalesReport } from './reports-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { ReportOccupancyChart, ReportRevenueChart } from './report-charts';
import { ReportExportForm } from './report-export-form';
import { rangeFromParams, type ReportRange } from './report-range';
import { ReportRangePicker } from './report-range-picker';
import { ReportSalesTable } from './report-sales-table';
import { ReportSeating } from './report-seating';
import { ReportSummary } from './report-summary';
import { ReportVatSummary } from './report-vat-summary';

/**
 * `/admin/reports` (administrators; cashiers see no revenue): a period (in the address, so a
 * report can be shared and survives a reload), its summary, the revenue per day by channel, the
 * VAT summary, the occupancy per performance, the sales per performance and ticket type, the exports (XLSX, CSV),
 * and a seated performance's seats by state with its occupancy per section.
 */
export function ReportPage() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => budapestDay(new Date()));
  const range = rangeFromParams(params, today);
  const sales = useSalesReport(range.from, range.to);
  const revenue = useRevenueReport(range.from, range.to);

  const choose = (next: ReportRange) => {
    setParams({ from: next.from, to: next.to }, { replace: true });
  };

  let content;
  if (sales.isPending || revenue.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={110} radius="md" />
        <Skeleton height={300} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  } else if (!sales.data || !revenue.data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={sales.error ?? revenue.error}
        onRetry={() => {
          void sales.refetch();
          void revenue.refetch();
        }}
        retrying={sales.isFetching || revenue.isFetching}
      />
    );
  } else {
    content = (
      <Stack
        gap="lg"
        style={{ opacity: sales.isPlaceholderData || revenue.isPlaceholderData ? 0.6 : 1 }}
      >
        <ReportSummary sales={sales.data} revenue={revenue.data} />
        <ReportExportForm range={range} />
        <ReportRevenueChart revenue={revenue.data} />
        <ReportVatSummary revenue={revenue.data} />
        {sales.data.performances.length > 0 ? <ReportOccupancyChart sales={sales.data} /> : null}
        <ReportSalesTable sales={sales.data} />
        <ReportSeating range={range} />
      </Stack>
    );
  }

  return (
    <AdminPage
      title={t('reports.title')}
      intro={t('reports.intro')}
      actions={<ReportRangePicker range={range} today={today} onChange={choose} />}
    >
      <Text size="sm" fw={600} aria-live="polite">
        {t('reports.range.shown', { from: range.from, to: range.to })}
      </Text>
      {content}
    </AdminPage>
  );
}
