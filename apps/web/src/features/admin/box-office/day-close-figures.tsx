import { Anchor, Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CashEntry, CashTotals, DayCloseDetails } from '@theatre/contracts';
import { formatDateTime, formatPrice, formatTime } from '@theatre/i18n';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';
import './box-office-styles';

const money = [
  'cash_taken',
  'card_taken',
  'cash_refunded',
  'card_refunded',
  'expected_cash',
] as const;
const counts = ['tickets_sold', 'order_count', 'refund_count'] as const;

/** A shift's figures as cards: the money first, the cash expected in the drawer marked. */
export function CashFigures({ totals }: { totals: CashTotals }) {
  const { t } = useAdminTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="dl" m={0}>
      {[...money, ...counts].map((figure) => (
        <Card
          key={figure}
          withBorder
          radius="md"
          padding="sm"
          className={figure === 'expected_cash' ? classes.figureMain : undefined}
        >
          <Text component="dt" size="sm" c="dimmed">
            {t(`box_office.day_close.figures.${figure}`)}
          </Text>
          <Text
            component="dd"
            m={0}
            className={classes.figure}
            data-amount={(money as readonly string[]).includes(figure) ? '' : undefined}
          >
            {(money as readonly string[]).includes(figure)
              ? formatPrice(totals[figure])
              : totals[figure]}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A shift's sales and refunds: a table on a desktop, a list on a phone. */
export function CashEntries({
  entries,
  titleId,
}: {
  entries: readonly CashEntry[];
  titleId: string;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (entries.length === 0) return null;
  const signed = (entry: CashEntry) =>
    formatPrice(entry.kind === 'refund' ? -entry.amount : entry.amount);
  const orderLink = (entry: CashEntry) => (
    <Anchor component={Link} to={adminPaths.order(entry.order_id)}>
      {entry.order_id}
    </Anchor>
  );
  const kind = (entry: CashEntry) => (
    <Badge
      variant="outline"
      color={entry.kind === 'refund' ? 'red.9' : 'teal.9'}
      // A table cell shrinks to the badge's smallest width: the whole word, never "ELA…".
      miw="max-content"
    >
      {t(`box_office.day_close.kinds.${entry.kind}`)}
    </Badge>
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('box_office.day_close.entries_title')}
      </Title>
      {wide ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('box_office.day_close.columns.at')}</Table.Th>
                <Table.Th scope="col">{t('box_office.day_close.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('box_office.day_close.columns.buyer')}</Table.Th>
                <Table.Th scope="col">{t('box_office.day_close.columns.kind')}</Table.Th>
                <Table.Th scope="col">{t('box_office.day_close.columns.method')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('box_office.day_close.columns.tickets')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('box_office.day_close.columns.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={`${entry.kind}-${String(entry.order_id)}`}>
                  <Table.Td className={classes.nowrap}>{formatDateTime(entry.at, locale)}</Table.Td>
                  <Table.Td data-label={t('box_office.day_close.columns.order')}>
                    {orderLink(entry)}
                  </Table.Td>
                  <Table.Td>{entry.buyer_name}</Table.Td>
                  <Table.Td>{kind(entry)}</Table.Td>
                  <Table.Td>{t(`box_office.day_close.methods.${entry.method}`)}</Table.Td>
                  <Table.Td ta="right" data-label={t('box_office.day_close.columns.tickets')}>
                    {entry.tickets}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.amount} data-amount="">
                    {signed(entry)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <ul className={classes.lines}>
          {entries.map((entry) => (
            <li key={`${entry.kind}-${String(entry.order_id)}`}>
              <Card withBorder radius="md" padding="sm">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {formatTime(entry.at, locale)} · {kind(entry)} ·{' '}
                    {t(`box_office.day_close.methods.${entry.method}`)}
                  </Text>
                  <Text fw={600}>
                    {t('box_office.day_close.columns.order')} {orderLink(entry)} ·{' '}
                    {entry.buyer_name}
                  </Text>
                  <Text className={classes.amount} ta="left" fw={700} data-amount="">
                    {signed(entry)} · {t('box_office.cart.tickets', { count: entry.tickets })}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The difference counted − expected in words: over, short, or none. */
export function differenceText(
  difference: number,
  t: ReturnType<typeof useAdminTranslation>['t'],
): string {
  if (difference === 0) return t('box_office.day_close.difference_none');
  return difference > 0
    ? t('box_office.day_close.difference_over', { amount: formatPrice(difference) })
    : t('box_office.day_close.difference_short', { amount: formatPrice(-difference) });
}

/** A recorded close's cash counted and its difference (amounts kept whole), and its note. */
export function CountedLine({ close }: { close: DayCloseDetails }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <Text fw={700} size="lg">
        {t('box_office.day_closes.columns.counted')}:{' '}
        <span data-amount="">{formatPrice(close.counted_cash)}</span> ·{' '}
        <span className={classes.nowrap} data-amount="">
          {differenceText(close.difference, t)}
        </span>
      </Text>
      {close.note ? <Text>{t('box_office.day_closes.note', { note: close.note })}</Text> : null}
    </>
  );
}
