import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { BoxOfficeTicketType, CartReply } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { inLocale } from '../../../lib/translated';
import { quantityInCart } from './box-office-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './box-office.module.css';

interface BoxOfficeTicketsProps {
  types: readonly BoxOfficeTicketType[];
  cart: CartReply | undefined;
  /** Presses not answered yet, per ticket type (+1 per add, −1 per remove). */
  pending: ReadonlyMap<number, number>;
  /** The performance can be sold now and the cart is usable. */
  enabled: boolean;
  onChange: (ticketTypeId: number, delta: 1 | -1) => void;
}

/**
 * The performance's ticket types with their price, fee and seats left, each with a stepper that
 * adds or takes back one ticket of the box-office cart. A press counts at once (the number shows
 * it) and is sent in order, so a cashier can press + three times without waiting; the buttons stay
 * focusable while the cart cannot change, and say so.
 */
export function BoxOfficeTickets({
  types,
  cart,
  pending,
  enabled,
  onChange,
}: BoxOfficeTicketsProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();

  if (types.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {t('box_office.sale.no_types')}
      </Text>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="box-office-tickets">
      <Title order={2} size="h3" id="box-office-tickets">
        {t('box_office.sale.tickets_title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('box_office.sale.keyboard_hint')}
      </Text>
      <ul className={classes.typeList}>
        {types.map((type) => {
          const name = inLocale(locale, type.name, type.name_en);
          const quantity = Math.max(0, quantityInCart(cart, type.id) + (pending.get(type.id) ?? 0));
          const canAdd = enabled && type.available > (pending.get(type.id) ?? 0);
          const canRemove = enabled && quantity > 0;
          return (
            <li key={type.id} className={classes.type}>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text className={classes.typeName}>{name}</Text>
                  {type.vip_only ? (
                    <Badge color="grape.9" variant="outline" size="sm">
                      {t('box_office.sale.vip')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  <strong>{formatPrice(type.price)}</strong>{' '}
                  {type.fee > 0 ? (
                    <Text span size="sm" c="dimmed">
                      {t('box_office.sale.price_with_fee', { fee: formatPrice(type.fee) })}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" c={type.available === 0 ? 'red.9' : 'dimmed'}>
                  {type.available === 0
                    ? t('box_office.sale.none_left')
                    : t('box_office.sale.free', { count: type.available })}
                </Text>
              </Stack>
              <div className={classes.stepper}>
                <ActionIcon
                  variant="default"
                  size={44}
                  radius="xl"
                  data-disabled={!canRemove || undefined}
                  aria-disabled={!canRemove || undefined}
                  aria-label={t('box_office.sale.less', { name })}
                  onClick={() => {
                    if (canRemove) onChange(type.id, -1);
                  }}
                >
                  <IconMinus size={18} aria-hidden />
                </ActionIcon>
                <output
                  className={classes.quantity}
                  aria-live="polite"
                  aria-label={t('box_office.sale.in_cart', { name, count: quantity })}
                >
                  {quantity}
                </output>
                <ActionIcon
                  variant="filled"
                  size={44}
                  radius="xl"
                  data-disabled={!canAdd || undefined}
                  aria-disabled={!canAdd || undefined}
                  aria-label={t('box_office.sale.more', { name })}
                  onClick={() => {
                    if (canAdd) onChange(type.id, 1);
                  }}
                >
                  <IconPlus size={18} aria-hidden />
                </ActionIcon>
              </div>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
