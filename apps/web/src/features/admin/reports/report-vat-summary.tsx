import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RevenueReport } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';

/** A VAT rate as the documents print it: `27%`, or the exemption's code (TAM, AAM). */
const rateLabel = (rate: string) => (/^\d+$/.test(rate) ? `${rate}%` : rate);

/**
 * The VAT summary of the orders paid in the range: net (without VAT), VAT and gross per rate, as
 * their receipts and invoices have them (the server's VAT split, decision 0023), with the total.
 */
export function ReportVatSummary({ revenue }: { revenue: RevenueReport }) {
  const { t } = useAdminTranslation();
  const rows = revenue.vat_summary;
  const total = rows.reduce(
    (sum, row) => ({
      net: sum.net + row.net,
      vat: sum.vat + row.vat,
      gross: sum.gross + row.gross,
    }),
    { net: 0, vat: 0, gross: 0 },
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="report-vat-title"
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="report-vat-title">
            {t('reports.vat.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.vat.description')}
          </Text>
        </Stack>
        {rows.length === 0 ? (
          <Text c="dimmed" py="md">
            {t('reports.revenue.empty')}
          </Text>
        ) : (
          // Four columns fit a phone: no sideways scroller (which a keyboard could not reach).
          <Table striped verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>{t('reports.vat.caption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('reports.vat.columns.rate')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.vat.columns.net')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.vat.columns.vat')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.vat.columns.gross')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.vat_rate}>
                  <Table.Th scope="row" fw={400}>
                    {rateLabel(row.vat_rate)}
                  </Table.Th>
                  <Table.Td ta="right">{formatPrice(row.net)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(row.vat)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(row.gross)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('reports.vat.total')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatPrice(total.net)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatPrice(total.vat)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatPrice(total.gross)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
