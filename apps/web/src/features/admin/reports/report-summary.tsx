import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RevenueReport, SalesReport } from '@theatre/contracts';
import { formatPrice, localeNumberFormat } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { formatPercent } from './report-range';

function Figure({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={26} fw={700} lh={1.2}>
          {value}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The range's figures: the performances starting in it with their tickets, occupancy and ticket
 * revenue (what was paid, gross, with its list-price gross and discount, and its net and VAT:
 * decision 0033), and the money of the orders paid in it, by channel and after refunds.
 */
export function ReportSummary({ sales, revenue }: { sales: SalesReport; revenue: RevenueReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const totals = sales.totals;
  const money = revenue.totals;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      aria-label={t('reports.summary.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <Figure
        label={t('reports.summary.sold')}
        value={localeNumberFormat(locale).format(totals.sold)}
        hint={[
          t('reports.summary.sold_hint', {
            capacity: localeNumberFormat(locale).format(totals.capacity),
            held: totals.held,
          }),
          ...(totals.complimentary > 0
            ? [t('reports.summary.complimentary_hint', { count: totals.complimentary })]
            : []),
        ].join('. ')}
      />
      <Figure
        label={t('reports.summary.occupancy')}
        value={formatPercent(totals.occupancy_percent, locale)}
        hint={`${t('reports.summary.performances')}: ${String(totals.performances)}`}
      />
      <Figure
        label={t('reports.summary.ticket_revenue')}
        value={formatPrice(totals.paid_gross)}
        hint={
          <>
            {t('reports.summary.ticket_revenue_hint', {
              gross: formatPrice(totals.gross_revenue),
              discount: formatPrice(totals.discount),
            })}
            <br />
            {t('reports.summary.ticket_revenue_vat', {
              net: formatPrice(totals.paid_net),
              vat: formatPrice(totals.paid_vat),
            })}
          </>
        }
      />
      <Figure
        label={t('reports.summary.received')}
        value={formatPrice(money.net)}
        hint={
          <>
            {t('reports.summary.received_hint', {
              online: formatPrice(money.online.net),
              box_office: formatPrice(money.box_office.net),
            })}
            {money.refunded > 0 ? (
              <>
                <br />
                {t('reports.summary.refunded', { amount: formatPrice(money.refunded) })}
              </>
            ) : null}
          </>
        }
      />
    </SimpleGrid>
  );
}
