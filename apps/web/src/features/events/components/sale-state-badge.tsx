import { Badge, Text } from '@mantine/core';
import { formatDate, formatPrice } from '@theatre/i18n';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { EventSaleState } from '../lib/ticket-availability';

/**
 * 'Cancelled' (with what happens to the tickets on the event page), 'Sold Out', 'All in carts' (with when to look again), 'Not on sale yet' (with the sale start) or
 * 'from {minPrice}' (docs/product.md §2).
 */
export function SaleStateLabel({
  state,
  size = 'md',
}: {
  state: EventSaleState;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (state.kind) {
    case 'cancelled':
      return (
        <span>
          <Badge color="red.9" size={size} radius="sm">
            {t('events.cancelled')}
          </Badge>
          {size === 'lg' ? (
            <Text component="span" size="sm" display="block" mt={4}>
              {t('events.cancelled_hint')}
            </Text>
          ) : null}
        </span>
      );
    case 'sold_out':
      return (
        <Badge color="red.9" size={size} radius="sm">
          {t('events.sold_out')}
        </Badge>
      );
    case 'all_held':
      return (
        <span>
          <Badge color="gold.4" autoContrast size={size} radius="sm">
            {t('events.all_held')}
          </Badge>
          <Text component="span" size="sm" c="dimmed" display="block" mt={4}>
            {t('events.all_held_hint')}
          </Text>
        </span>
      );
    case 'not_on_sale':
      return (
        <span>
          <Badge color="gray.8" size={size} radius="sm">
            {t('events.not_on_sale')}
          </Badge>
          {state.saleStartsAt ? (
            <Text component="span" size="sm" c="dimmed" display="block" mt={4}>
              {t('events.sale_starts', { date: formatDate(state.saleStartsAt, locale) })}
            </Text>
          ) : null}
        </span>
      );
    case 'on_sale':
      return state.minPrice === null ? null : (
        <Text component="span" fw={700} size={size === 'lg' ? 'xl' : 'lg'}>
          {t('events.from_price', { minPrice: formatPrice(state.minPrice) })}
        </Text>
      );
  }
}
