import { Badge, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PerformanceSales, SalesReport, TicketTypeSales } from '@theatre/contracts';
import { budapestDateFormat, formatPrice } from '@theatre/i18n';
import { Fragment } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { formatPercent } from './report-range';

/** A performance's start as the reports name it: `12. 03. 19:00` / `3 Dec, 19:00` (pure). */
export function shortStart(iso: string, locale: 'hu' | 'en'): string {
  return budapestDateFormat(locale, {
    month: locale === 'hu' ? '2-digit' : 'short',
    day: locale === 'hu' ? '2-digit' : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function nameOf(item: { name: string; name_en: string }, locale: 'hu' | 'en'): string {
  return locale === 'en' && item.name_en ? item.name_en : item.name;
}

type Figures = Pick<
  TicketTypeSales,
  | 'sold'
  | 'capacity'
  | 'held'
  | 'occupancy_percent'
  | 'gross_revenue'
  | 'discount'
  | 'paid_gross'
  | 'paid_net'
  | 'paid_vat'
>;

/** The money columns, in their order: gross before and after the coupons, net, VAT. */
const moneyColumns = [
  ['gross', 'gross_revenue'],
  ['discount', 'discount'],
  ['paid_gross', 'paid_gross'],
  ['paid_net', 'paid_net'],
  ['paid_vat', 'paid_vat'],
] as const;

/** Cells in a row: the performance or ticket type, sold, held, occupancy and the money. */
const columnCount = 4 + moneyColumns.length;

function FigureCells({ figures, strong }: { figures: Figures; strong?: boolean }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const weight = strong ? 700 : 400;
  return (
    <>
      <Table.Td ta="right" fw={weight} style={{ whiteSpace: 'nowrap' }}>
        {t('reports.sales.sold_of', { sold: figures.sold, capacity: figures.capacity })}
      </Table.Td>
      <Table.Td ta="right">{figures.held}</Table.Td>
      <Table.Td ta="right" fw={weight}>
        {formatPercent(figures.occupancy_percent, locale)}
      </Table.Td>
      {moneyColumns.map(([column, field]) => (
        <Table.Td
          key={column}
          ta="right"
          fw={field === 'paid_gross' ? weight : 400}
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatPrice(figures[field])}
        </Table.Td>
      ))}
    </>
  );
}

function PerformanceTitle({ performance }: { performance: PerformanceSales }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack gap={0}>
      <Text fw={700} size="sm">
        {nameOf(performance, locale)}
      </Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {shortStart(performance.starts_at, locale)} ·{' '}
          {nameOf({ name: performance.venue_name, name_en: performance.venue_name_en }, locale)}
        </Text>
        {performance.published ? null : (
          <Badge color="gray.7" variant="outline" size="xs">
            {t('reports.sales.unpublished')}
          </Badge>
        )}
      </Group>
      {performance.complimentary > 0 ? (
        <Text size="xs" c="dimmed" data-testid="report-complimentary">
          {t('reports.sales.complimentary', { count: performance.complimentary })}
        </Text>
      ) : null}
    </Stack>
  );
}

function WideTable({ sales }: { sales: SalesReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    // Nine columns: a ticket type's current price stands beside its name (as on a phone), so the
    // table fits a desktop's width beside the menu (1280 px). Where it is still wider than the
    // page (long names, a larger font), its scroller is a labelled stop a keyboard can scroll.
    <Table.ScrollContainer
      minWidth={900}
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'group',
          'aria-labelledby': 'report-sales-title',
        },
      }}
    >
      <Table
        verticalSpacing="xs"
        aria-labelledby="report-sales-title"
        aria-describedby="report-sales-description"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              {`${t('reports.sales.columns.performance')} / ${t('reports.sales.columns.ticket_type')} (${t('reports.sales.columns.price')})`}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('reports.sales.columns.sold')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('reports.sales.columns.held')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('reports.sales.columns.occupancy')}
            </Table.Th>
            {moneyColumns.map(([column]) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(`reports.sales.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.performances.map((performance) => (
            <Fragment key={performance.event_id}>
              <Table.Tr bg="var(--mantine-color-gray-light)">
                <Table.Th scope="row" fw={400}>
                  <PerformanceTitle performance={performance} />
                </Table.Th>
                <FigureCells figures={performance} strong />
              </Table.Tr>
              {performance.ticket_types.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount} pl="xl">
                    <Text size="sm" c="dimmed">
                      {t('reports.sales.no_types')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                performance.ticket_types.map((type) => (
                  <Table.Tr key={type.ticket_type_id}>
                    <Table.Th scope="row" fw={400} pl="xl">
                      {nameOf(type, locale)}{' '}
                      <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        · {formatPrice(type.price)}
                      </Text>
                    </Table.Th>
                    <FigureCells figures={type} />
                  </Table.Tr>
                ))
              )}
            </Fragment>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('reports.sales.total')}</Table.Th>
            <FigureCells figures={sales.totals} strong />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One figure of a phone card: its name and value. */
function Pair({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** What the buyers paid: gross, net and VAT (a performance's card shows these). */
const paidColumns = moneyColumns.slice(2);

/** Money figures of a phone card, one a line, in the table's order and with its names. */
function MoneyPairs({
  figures,
  columns,
}: {
  figures: Figures;
  columns: readonly (typeof moneyColumns)[number][];
}) {
  const { t } = useAdminTranslation();
  return (
    <>
      {columns.map(([column, field]) => (
        <Pair
          key={column}
          label={t(`reports.sales.columns.${column}`)}
          value={formatPrice(figures[field])}
        />
      ))}
    </>
  );
}

function PhoneCards({ sales }: { sales: SalesReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-labelledby="report-sales-title"
      aria-describedby="report-sales-description"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sales.performances.map((performance) => (
        <Card key={performance.event_id} component="li" withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <PerformanceTitle performance={performance} />
            <Pair
              label={t('reports.sales.columns.sold')}
              value={`${t('reports.sales.sold_of', { sold: performance.sold, capacity: performance.capacity })} · ${formatPercent(performance.occupancy_percent, locale)}`}
            />
            <MoneyPairs figures={performance} columns={paidColumns} />
            {performance.ticket_types.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reports.sales.no_types')}
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                aria-label={t('reports.sales.types_label', { name: nameOf(performance, locale) })}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {performance.ticket_types.map((type) => (
                  <Paper
                    key={type.ticket_type_id}
                    component="li"
                    bg="var(--mantine-color-gray-light)"
                    p="xs"
                    radius="sm"
                  >
                    <Text size="sm" fw={600}>
                      {nameOf(type, locale)} · {formatPrice(type.price)}
                    </Text>
                    <Pair
                      label={t('reports.sales.columns.sold')}
                      value={`${t('reports.sales.sold_of', { sold: type.sold, capacity: type.capacity })} · ${formatPercent(type.occupancy_percent, locale)}`}
                    />
                    <Pair label={t('reports.sales.columns.held')} value={String(type.held)} />
                    <MoneyPairs figures={type} columns={moneyColumns} />
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The performances of the range, each with its ticket types: sold of capacity, held, occupancy,
 * gross at the prices sold, discount, and what was paid: gross, net (without VAT) and VAT
 * (decision 0033), under a line saying what each means. A table on a desktop, cards on a phone.
 */
export function ReportSalesTable({ sales }: { sales: SalesReport }) {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="report-sales-title"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="report-sales-title">
            {t('reports.sales.title')}
          </Title>
          <Text size="sm" c="dimmed" id="report-sales-description">
            {t('reports.sales.description')}
          </Text>
        </Stack>
        {sales.performances.length === 0 ? (
          <Text c="dimmed" py="md">
            {t('reports.sales.empty')}
          </Text>
        ) : wide ? (
          <WideTable sales={sales} />
        ) : (
          <PhoneCards sales={sales} />
        )}
      </Stack>
    </Paper>
  );
}
