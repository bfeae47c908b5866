import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { AdminCouponRow, CouponState } from '@theatre/contracts';
import { formatDate, formatPrice, formatTime, type Locale } from '@theatre/i18n';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';

/** `2026. dec. 3. 19:00` / `3 Dec 2026 19:00`, in Budapest time. */
export function shortInstant(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)} ${formatTime(iso, locale)}`;
}

/* Outlined in dark shades: the light variant's text is below 4.5:1 at a badge's size. */
const stateColor: Record<CouponState, string> = {
  active: 'teal.9',
  scheduled: 'blue.9',
  expired: 'gray.7',
  inactive: 'red.9',
};

export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useAdminTranslation();
  return (
    <Badge color={stateColor[state]} variant="outline">
      {t(`coupons.state.${state}`)}
    </Badge>
  );
}

type Coupon = Pick<
  AdminCouponRow,
  'kind' | 'value' | 'valid_from' | 'valid_until' | 'name' | 'name_en' | 'max_uses' | 'usage'
>;

/** `10%`, or `1 500 Ft kedvezmény`. */
export function useDiscountText() {
  const { t } = useAdminTranslation();
  return (coupon: Pick<Coupon, 'kind' | 'value'>) =>
    coupon.kind === 'percent'
      ? t('coupons.discount.percent', { value: coupon.value })
      : t('coupons.discount.fixed', { value: formatPrice(coupon.value) });
}

/** `Bármikor`, `2026. dec. 1. 10:00 után`, `…-ig`, or both ends. */
export function useValidityText() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (coupon: Pick<Coupon, 'valid_from' | 'valid_until'>) => {
    const from = coupon.valid_from ? shortInstant(coupon.valid_from, locale) : null;
    const until = coupon.valid_until ? shortInstant(coupon.valid_until, locale) : null;
    if (from && until) return t('coupons.validity.between', { from, until });
    if (from) return t('coupons.validity.from', { from });
    if (until) return t('coupons.validity.until', { until });
    return t('coupons.validity.always');
  };
}

/** The coupon's name in the page's language. */
export function couponName(coupon: Pick<Coupon, 'name' | 'name_en'>, locale: Locale): string {
  return locale === 'en' && coupon.name_en ? coupon.name_en : coupon.name;
}

/** Uses that count against the limit now: consumed, and held or reserved by live carts and orders. */
export function usedOf(coupon: Pick<Coupon, 'usage'>): number {
  return coupon.usage.consumed + coupon.usage.reserved + coupon.usage.held;
}

/** `3 / 10` with a bar (or `3 · unlimited`), and what the uses are. */
export function CouponUsage({ coupon }: { coupon: Coupon }) {
  const { t } = useAdminTranslation();
  const used = usedOf(coupon);
  const pending = coupon.usage.reserved + coupon.usage.held;
  const limit = coupon.max_uses;
  const percent =
    limit === null || limit === 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm" fw={600}>
        {limit === null
          ? `${String(used)} · ${t('coupons.usage.unlimited')}`
          : t('coupons.usage.of_limit', { used, limit })}
      </Text>
      {limit === null ? null : (
        <Progress
          value={percent}
          size="sm"
          color={percent >= 100 ? 'red' : percent >= 75 ? 'orange' : 'teal'}
          aria-label={t('coupons.usage.bar_label', { used, limit })}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('coupons.usage.consumed', { count: coupon.usage.consumed })}
        {pending > 0 ? ` · ${t('coupons.usage.pending', { count: pending })}` : ''}
      </Text>
    </Stack>
  );
}
