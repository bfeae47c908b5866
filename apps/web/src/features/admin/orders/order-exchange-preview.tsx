import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ExchangeReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';

/**
 * The server's preview of an exchange (decision 0050): the old tickets' value, the new tickets'
 * price (with their seats on a seated performance), the difference and how it is settled: what
 * staff tell the buyer before confirming. Announced politely when it arrives.
 */
export function OrderExchangePreview({ reply }: { reply: ExchangeReply }) {
  const { t } = useAdminTranslation();
  const amount = formatPrice(Math.abs(reply.difference));
  const seats = reply.lines.flatMap((line) => line.seats);
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" data-testid="exchange-preview">
      <Stack gap="xs">
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('orders.exchange.value')}</Table.Th>
              <Table.Td ta="right">{formatPrice(reply.value)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('orders.exchange.price')}</Table.Th>
              <Table.Td ta="right">{formatPrice(reply.price)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('orders.exchange.difference')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatPrice(reply.difference)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {seats.length > 0 ? (
          <Text size="sm">{t('orders.exchange.seats', { seats: seats.join('; ') })}</Text>
        ) : null}
        <Text fw={600}>{t(`orders.exchange.settle_${reply.settlement}`, { amount })}</Text>
      </Stack>
    </Paper>
  );
}
