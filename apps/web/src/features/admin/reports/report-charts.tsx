import './report-styles';
import { BarChart } from '@mantine/charts';
import { Accordion, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { RevenueReport, SalesReport } from '@theatre/contracts';
import { formatPrice, localeNumberFormat } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { formatPercent, shortDay } from './report-range';
import { shortStart } from './report-sales-table';

/** Forints on an axis, short: `45 M Ft` (pure). */
function axisPrice(value: number, locale: 'hu' | 'en'): string {
  return `${localeNumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)} Ft`;
}

/** The occupancy chart names at most this many performances; the table has them all. */
const occupancyChartMax = 40;

function ChartPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The money of each day, stacked by channel (online, box office), with the same figures as a
 * table for those who do not read charts.
 */
export function ReportRevenueChart({ revenue }: { revenue: RevenueReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const data = revenue.days.map((day) => ({
    label: shortDay(day.day, locale),
    online: day.online_net,
    box_office: day.box_office_net,
  }));
  const paidDays = revenue.days.filter((day) => day.orders > 0);
  return (
    <ChartPanel
      id="report-revenue-title"
      title={t('reports.revenue.title')}
      description={t('reports.revenue.description')}
    >
      {revenue.totals.orders === 0 ? (
        <Text c="dimmed" py="md">
          {t('reports.revenue.empty')}
        </Text>
      ) : (
        <>
          <BarChart
            h={280}
            data={data}
            dataKey="label"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={formatPrice}
            yAxisProps={{
              width: 72,
              tickFormatter: (value: number) => axisPrice(value, locale),
            }}
            series={[
              { name: 'online', label: t('reports.revenue.online'), color: 'burgundy.7' },
              { name: 'box_office', label: t('reports.revenue.box_office'), color: 'teal.7' },
            ]}
            accessibilityLayer={false}
            aria-hidden
          />
          <Accordion variant="contained">
            <Accordion.Item value="table">
              <Accordion.Control>{t('reports.revenue.table_toggle')}</Accordion.Control>
              <Accordion.Panel>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('reports.revenue.columns.day')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('reports.revenue.columns.orders')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('reports.revenue.columns.online')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('reports.revenue.columns.box_office')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('reports.revenue.columns.refunded')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('reports.revenue.columns.net')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {paidDays.map((day) => (
                        <Table.Tr key={day.day}>
                          <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                            {day.day}
                          </Table.Th>
                          <Table.Td ta="right">{day.orders}</Table.Td>
                          <Table.Td ta="right">{formatPrice(day.online_net)}</Table.Td>
                          <Table.Td ta="right">{formatPrice(day.box_office_net)}</Table.Td>
                          <Table.Td ta="right">{formatPrice(day.refunded)}</Table.Td>
                          <Table.Td ta="right" fw={600}>
                            {formatPrice(day.net)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      )}
    </ChartPanel>
  );
}

/** Each performance's occupancy as a bar (the first 40; the table lists them all). */
export function ReportOccupancyChart({ sales }: { sales: SalesReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const shown = sales.performances.slice(0, occupancyChartMax);
  const data = shown.map((performance) => ({
    label: `${shortStart(performance.starts_at, locale)} ${
      locale === 'en' && performance.name_en ? performance.name_en : performance.name
    }`,
    occupancy: performance.occupancy_percent,
  }));
  return (
    <ChartPanel
      id="report-occupancy-title"
      title={t('reports.occupancy.title')}
      description={t('reports.occupancy.description')}
    >
      <BarChart
        h={Math.max(160, shown.length * 30 + 60)}
        data={data}
        dataKey="label"
        orientation="vertical"
        valueFormatter={(value) => formatPercent(value, locale)}
        xAxisProps={{ domain: [0, 100] }}
        yAxisProps={{ width: 190 }}
        series={[{ name: 'occupancy', label: t('reports.occupancy.series'), color: 'burgundy.7' }]}
        accessibilityLayer={false}
        aria-hidden
      />
      {sales.performances.length > occupancyChartMax ? (
        <Text size="sm" c="dimmed">
          {t('reports.occupancy.more', { count: occupancyChartMax })}
        </Text>
      ) : null}
    </ChartPanel>
  );
}
