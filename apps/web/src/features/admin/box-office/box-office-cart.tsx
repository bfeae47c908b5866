import { ActionIcon, Button, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconTrash } from '@tabler/icons-react';
import { cartHoldMs, seatName, type CartReply } from '@theatre/contracts';
import { formatCountdown, formatDateTime, formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

interface BoxOfficeCartProps {
  cart: CartReply;
  /** Milliseconds left of the hold now. */
  remainingMs: number;
  /** The performance on screen: its lines need no performance name. */
  eventName: string;
  busy: boolean;
  onRemoveLine: (ticketTypeId: number) => void;
  /** A seat's line gives back that seat only. */
  onRemoveSeat: (seatId: number) => void;
  onClear: () => void;
}

/**
 * The box-office cart: its lines (a line of another performance says which), the technical fee
 * (only when the desk charges it: decision 0044), a coupon's discount, the subtotals, what is to pay, and how long its tickets stay held (mm:ss with a bar).
 */
export function BoxOfficeCart({
  cart,
  remainingMs,
  eventName,
  busy,
  onRemoveLine,
  onRemoveSeat,
  onClear,
}: BoxOfficeCartProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const percent = Math.max(0, Math.min(100, (remainingMs / cartHoldMs) * 100));

  return (
    <Stack gap="sm" component="section" aria-labelledby="box-office-cart">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="box-office-cart">
          {t('box_office.cart.title')}
        </Title>
        {cart.items.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('box_office.cart.tickets', { count: cart.summary.tickets })}
          </Text>
        ) : null}
      </Group>
      {cart.items.length === 0 ? (
        <Text c="dimmed">{t('box_office.cart.empty')}</Text>
      ) : (
        <>
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconClockHour4 size={18} aria-hidden />
              <Text size="sm" fw={600} role="timer" aria-live="off">
                {t('box_office.cart.hold', { time: formatCountdown(remainingMs) })}
              </Text>
            </Group>
            <Progress
              value={percent}
              size="sm"
              color={remainingMs < 120_000 ? 'red.9' : 'teal.9'}
              aria-label={t('box_office.cart.hold_label')}
            />
          </Stack>
          <ul className={classes.lines}>
            {cart.items.map((item) => {
              const type = translated(locale, item.name, item.name_translations);
              const seat = item.seat ? seatName(item.seat, locale) : null;
              const name = seat ? `${type}, ${seat}` : type;
              const ticket = item.tech_fee === undefined && item.coupon_id === undefined;
              const event = item.event_data
                ? translated(locale, item.event_data.name, item.event_data.name_translations)
                : null;
              return (
                <li
                  key={`${String(item.id)}-${String(item.seat?.id ?? '')}`}
                  className={classes.line}
                  data-seat-id={item.seat?.id}
                >
                  <Stack gap={0}>
                    <Text size="sm" fw={ticket ? 600 : 400}>
                      {type}
                    </Text>
                    {seat ? <Text size="sm">{seat}</Text> : null}
                    {event && event !== eventName && item.event_data ? (
                      <Text size="xs" c="dimmed">
                        {event} · {formatDateTime(item.event_data.start_date, locale)}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {t('box_office.cart.line', {
                        count: item.quantity,
                        price: formatPrice(item.price),
                      })}
                    </Text>
                  </Stack>
                  <Text size="sm" className={classes.amount}>
                    {formatPrice(item.total)}
                  </Text>
                  {ticket ? (
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      data-disabled={busy || undefined}
                      aria-disabled={busy || undefined}
                      aria-label={t('box_office.cart.remove_line', {
                        name: event ? `${name} (${event})` : name,
                      })}
                      onClick={() => {
                        if (busy) return;
                        if (item.seat) onRemoveSeat(item.seat.id);
                        else onRemoveLine(Number(item.id));
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <span />
                  )}
                </li>
              );
            })}
          </ul>
          <Divider />
          {cart.summary.discount > 0 || cart.summary.fee_total > 0 ? (
            <dl className={classes.subtotals}>
              <div className={classes.subtotal}>
                <dt>{t('box_office.cart.ticket_total')}</dt>
                <dd>{formatPrice(cart.summary.ticket_total)}</dd>
              </div>
              {cart.summary.fee_total > 0 ? (
                <div className={classes.subtotal}>
                  <dt>{t('box_office.cart.fee_total')}</dt>
                  <dd>{formatPrice(cart.summary.fee_total)}</dd>
                </div>
              ) : null}
              {cart.summary.discount > 0 ? (
                <div className={classes.subtotal} data-testid="desk-discount">
                  <dt>{t('box_office.cart.discount')}</dt>
                  <dd>{formatPrice(-cart.summary.discount)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <div className={classes.total}>
            <span>{t('box_office.cart.total')}</span>
            <span>{formatPrice(cart.summary.total)}</span>
          </div>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => {
              if (!busy) onClear();
            }}
            data-disabled={busy || undefined}
            aria-disabled={busy || undefined}
            style={{ alignSelf: 'flex-start' }}
            className={classes.noPrint}
          >
            {t('box_office.cart.clear')}
          </Button>
        </>
      )}
    </Stack>
  );
}
