import { Badge, Code, Divider, Group, Stack, Text } from '@mantine/core';
import type { StaffOrderDetails } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { billingLines, shortDateTime } from './order-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { OrderFacts, OrderRecords, OrderSection, type Fact } from './order-section';

type Order = StaffOrderDetails;

/** The buyer, how the order was placed, and the invoice's billing details. */
export function BuyerSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const facts: Fact[] = [
    { key: 'name', label: t('orders.buyer.name'), value: order.buyer.name },
    {
      key: 'email',
      label: t('orders.buyer.email'),
      value: order.buyer.email || (
        <Text span size="sm" c="dimmed">
          {t('orders.buyer.no_email')}
        </Text>
      ),
    },
    {
      key: 'account',
      label: t('orders.buyer.account'),
      value:
        order.buyer.user_id === null
          ? t('orders.buyer.guest')
          : t('orders.buyer.registered', { id: order.buyer.user_id }),
    },
    {
      key: 'channel',
      label: t('orders.buyer.channel'),
      value: t(`orders.channel.${order.channel}`),
    },
    ...(order.sold_by
      ? [{ key: 'sold_by', label: t('orders.buyer.sold_by'), value: order.sold_by.name }]
      : []),
    {
      key: 'method',
      label: t('orders.buyer.payment_method'),
      value: t(`orders.method.${order.payment_means}`),
    },
    {
      key: 'document',
      label: t('orders.buyer.document'),
      value: order.needs_invoice ? t('orders.buyer.invoice') : t('orders.buyer.receipt'),
    },
    {
      key: 'delivery',
      label: t('orders.buyer.delivery'),
      value:
        order.ticket_delivery === 'email' || order.ticket_delivery === 'download'
          ? t(`orders.buyer.deliveries.${order.ticket_delivery}`)
          : order.ticket_delivery,
    },
    {
      key: 'language',
      label: t('orders.buyer.language'),
      value: t(`orders.buyer.languages.${order.language}`),
    },
  ];
  if (order.coupon_code) {
    facts.push({
      key: 'coupon',
      label: t('orders.buyer.coupon'),
      value: <Code>{order.coupon_code}</Code>,
    });
  }
  const billing = billingLines(order.billing);
  const company = order.billing?.['is_company'] === true;
  return (
    <OrderSection value="buyer" title={t('orders.sections.buyer')}>
      <Stack gap="sm">
        <OrderFacts facts={facts} />
        {billing.length > 0 ? (
          <>
            <Divider />
            <Group gap="xs">
              <Text fw={600} size="sm">
                {t('orders.buyer.billing')}
              </Text>
              {company ? (
                <Badge variant="outline" color="gray.7" size="sm">
                  {t('orders.buyer.company')}
                </Badge>
              ) : null}
            </Group>
            <OrderFacts
              facts={billing.map((line) => ({
                key: line.field,
                label:
                  line.field === 'name'
                    ? t('orders.buyer.billing_name')
                    : line.field === 'billing_name'
                      ? t('orders.buyer.registered_name')
                      : t(`orders.buyer.${line.field}`),
                value: line.value,
              }))}
            />
          </>
        ) : null}
      </Stack>
    </OrderSection>
  );
}

type Item = Order['items'][number];
type VatRow = Order['vat_summary'][number];

/** A VAT rate as printed: `27%`, or the exemption's code (TAM, AAM). */
const rateLabel = (rate: string) => (/^\d+$/.test(rate) ? `${rate}%` : rate);

/**
 * The order's lines with their VAT as its receipt or invoice has them (a coupon split over the
 * rates of the tickets it reduces), the totals, and the VAT summary per rate.
 */
export function ItemsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const totals: Fact[] = [
    {
      key: 'tickets',
      label: t('orders.items.ticket_total'),
      value: formatPrice(order.ticket_total),
    },
  ];
  if (order.fee_total !== 0) {
    totals.push({
      key: 'fees',
      label: t('orders.items.fee_total'),
      value: formatPrice(order.fee_total),
    });
  }
  if (order.discount !== 0) {
    totals.push({
      key: 'discount',
      label: t('orders.items.discount'),
      value: formatPrice(-Math.abs(order.discount)),
    });
  }
  totals.push({
    key: 'total',
    label: t('orders.items.grand_total'),
    value: (
      <Text span fw={700} size="sm">
        {formatPrice(order.total)}
      </Text>
    ),
  });
  return (
    <OrderSection value="items" title={t('orders.sections.items')} count={order.items.length}>
      <OrderRecords<Item>
        caption={t('orders.items.caption')}
        rows={order.items}
        rowKey={(_item, index) => index}
        empty=""
        minWidth={640}
        columns={[
          {
            key: 'name',
            label: t('orders.items.name'),
            render: (item) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                {item.seat ? <Text size="sm">{item.seat}</Text> : null}
                {item.event_name ? (
                  <Text size="xs" c="dimmed">
                    {item.event_name}
                    {item.event_start ? ` · ${shortDateTime(item.event_start, locale)}` : ''}
                    {item.venue_name ? ` · ${item.venue_name}` : ''}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'quantity',
            label: t('orders.items.quantity'),
            numeric: true,
            nowrap: true,
            render: (item) => t('orders.items.quantity_value', { count: item.quantity }),
          },
          {
            key: 'unit',
            label: t('orders.items.unit_price'),
            numeric: true,
            nowrap: true,
            render: (item) => formatPrice(item.unit_price),
          },
          {
            key: 'vat_rate',
            label: t('orders.items.vat_rate'),
            nowrap: true,
            render: (item) => rateLabel(item.vat_rate),
          },
          {
            key: 'net',
            label: t('orders.items.net'),
            numeric: true,
            nowrap: true,
            render: (item) => formatPrice(item.net),
          },
          {
            key: 'vat',
            label: t('orders.items.vat'),
            numeric: true,
            nowrap: true,
            render: (item) => formatPrice(item.vat),
          },
          {
            key: 'total',
            label: t('orders.items.total'),
            numeric: true,
            nowrap: true,
            render: (item) => formatPrice(item.total),
          },
        ]}
        footer={
          <Stack gap="xs" mt="sm" maw={360} ml="auto">
            <OrderFacts facts={totals} />
          </Stack>
        }
      />
      <Stack gap="xs" mt="md">
        <Text fw={600} size="sm" component="h3" m={0}>
          {t('orders.items.vat_summary')}
        </Text>
        <OrderRecords<VatRow>
          caption={t('orders.items.vat_summary_caption')}
          rows={order.vat_summary}
          rowKey={(row) => row.vat_rate}
          empty=""
          minWidth={360}
          columns={[
            {
              key: 'vat_rate',
              label: t('orders.items.vat_rate'),
              nowrap: true,
              render: (row) => rateLabel(row.vat_rate),
            },
            ...(['net', 'vat'] as const).map((key) => ({
              key,
              label: t(`orders.items.${key}`),
              numeric: true,
              nowrap: true,
              render: (row: VatRow) => formatPrice(row[key]),
            })),
            {
              key: 'gross',
              label: t('orders.items.total'),
              numeric: true,
              nowrap: true,
              render: (row) => formatPrice(row.gross),
            },
          ]}
        />
      </Stack>
    </OrderSection>
  );
}

type Ticket = Order['tickets'][number];

/** The tickets with their state at the door. */
export function TicketsSection({ order }: { order: Order }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <OrderSection value="tickets" title={t('orders.sections.tickets')} count={order.tickets.length}>
      <OrderRecords<Ticket>
        caption={t('orders.tickets.caption')}
        rows={order.tickets}
        rowKey={(ticket) => ticket.code}
        empty={t('orders.empty.tickets')}
        minWidth={420}
        columns={[
          {
            key: 'code',
            label: t('orders.tickets.code'),
            nowrap: true,
            render: (ticket) => <Code>{ticket.code}</Code>,
          },
          {
            key: 'type',
            label: t('orders.tickets.type'),
            render: (ticket) => (
              <Stack gap={0}>
                <Text size="sm">{ticket.type_name}</Text>
                {ticket.event_name ? (
                  <Text size="xs" c="dimmed">
                    {ticket.event_name}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'status',
            label: t('orders.tickets.status'),
            render: (ticket) => (
              <Badge
                variant="outline"
                color={ticket.status === 'valid' ? 'teal.9' : 'red.9'}
                miw="max-content"
              >
                {ticket.status === 'valid' || ticket.status === 'cancelled'
                  ? t(`orders.tickets.statuses.${ticket.status}`)
                  : ticket.status}
              </Badge>
            ),
          },
          {
            key: 'check_in',
            label: t('orders.tickets.check_in'),
            render: (ticket) =>
              ticket.checked_in_at ? (
                <Stack gap={0}>
                  <Text size="sm">
                    {t('orders.tickets.checked_in', {
                      date: shortDateTime(ticket.checked_in_at, locale),
                      door: ticket.checked_in_door ?? '–',
                    })}
                  </Text>
                  {ticket.checked_in_by ? (
                    <Text size="xs" c="dimmed">
                      {t('orders.tickets.checked_in_by', { name: ticket.checked_in_by.name })}
                    </Text>
                  ) : null}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('orders.tickets.not_checked_in')}
                </Text>
              ),
          },
        ]}
      />
    </OrderSection>
  );
}
