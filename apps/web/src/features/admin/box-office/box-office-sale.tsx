import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import type { BoxOfficePerformance, BoxOfficeSaleReply } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { IconBadge } from '../../../components/icon-badge';
import { isApiError, isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { inLocale } from '../../../lib/translated';
import { useNow } from '../../../lib/use-now';
import { adminPaths } from '../shared/admin-paths';
import { adminKeys } from '../shared/admin-keys';
import {
  newCartKey,
  useBoxOfficePerformance,
  useSaleCart,
  useSaleChange,
  useSaleSeats,
} from './box-office-api';
import { usePerformanceSeats } from '../shared/performance-seats-api';
import { BoxOfficeSeats } from './box-office-seats';
import { parseEventId } from '../shared/performance-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { deskCartKeyOf, useBoxOfficeCartStore } from './box-office-cart-store';
import { BoxOfficeCart } from './box-office-cart';
import { BoxOfficeCheckout } from './box-office-checkout';
import { BoxOfficeCoupon } from './box-office-coupon';
import { BoxOfficeDone } from './box-office-done';
import { BoxOfficeTickets } from './box-office-tickets';
import classes from './box-office.module.css';
import heading from '../shared/screen-heading.module.css';
import './box-office-styles';

function NotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('box_office.sale.not_found_title'));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconBadge tone="danger">
        <IconCalendarOff size={30} />
      </IconBadge>
      <Title order={1} size="h2">
        {t('box_office.sale.not_found_title')}
      </Title>
      <Text c="dimmed">{t('box_office.sale.not_found_text')}</Text>
      <Button component={Link} to={adminPaths.boxOffice()}>
        {t('box_office.sale.to_picker')}
      </Button>
    </Stack>
  );
}

/**
 * The box office's sale screen for one performance (decision 0017): its ticket types with steppers
 * on the box-office cart (the hold's countdown beside it), then the buyer, the document and the
 * payment, then the success screen with the tickets to print. One desk cart per cashier in a
 * browser, shared by their tabs.
 */
export function BoxOfficeSale({
  eventId,
  staffId,
}: {
  eventId: string | undefined;
  /** The signed-in staff member, whose desk cart the screen shows. */
  staffId: number;
}) {
  const id = parseEventId(eventId);
  if (id === null) return <NotFound />;
  return <SaleOf eventId={id} staffId={staffId} />;
}

/**
 * The cashier's desk cart key (every tab of theirs shares it): kept across reloads; a new one when
 * there is none yet, when `renew` is called (after a sale, an expired hold), or when the server
 * says the key is spent (this cart was sold in another tab).
 */
function useCartKey(staffId: number, spent: boolean) {
  const key = useBoxOfficeCartStore((state) => deskCartKeyOf(state, staffId));
  const store = useBoxOfficeCartStore((state) => state.setKey);
  const setKey = useCallback((value: string | null) => store(staffId, value), [store, staffId]);
  const [generation, setGeneration] = useState(0);
  const needed = key === null || spent;
  const fresh = useQuery({
    queryKey: [...adminKeys.boxOffice(), 'new-key', key ?? '', generation],
    queryFn: newCartKey,
    enabled: needed,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (needed && fresh.data !== undefined && fresh.data !== key) setKey(fresh.data);
  }, [needed, fresh.data, key, setKey]);
  const renew = useCallback(() => {
    setGeneration((value) => value + 1);
    setKey(null);
  }, [setKey]);
  return {
    key: needed ? null : key,
    failed: fresh.isError,
    retry: () => {
      void fresh.refetch();
    },
    renew,
  };
}

function SaleOf({ eventId, staffId }: { eventId: number; staffId: number }) {
  const { t } = useAdminTranslation();
  const performance = useBoxOfficePerformance(eventId);
  usePageTitle(performance.data ? null : t('box_office.picker.title'));

  if (performance.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={90} radius="md" />
        <Skeleton height={260} radius="md" />
      </Stack>
    );
  }
  if (!performance.data) {
    if (isNotFound(performance.error)) return <NotFound />;
    return (
      <ErrorState
        message={t('common.load_error')}
        error={performance.error}
        onRetry={() => {
          void performance.refetch();
        }}
        retrying={performance.isFetching}
      />
    );
  }
  return (
    <SaleScreen
      staffId={staffId}
      performance={performance.data}
      refreshFailed={performance.isRefetchError}
      eventId={eventId}
    />
  );
}

interface SaleScreenProps {
  eventId: number;
  staffId: number;
  performance: BoxOfficePerformance;
  refreshFailed: boolean;
}

function SaleScreen({ eventId, staffId, performance, refreshFailed }: SaleScreenProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const name = inLocale(locale, performance.name, performance.name_en);
  usePageTitle(t('box_office.sale.page_title', { name }));
  const storedKey = useBoxOfficeCartStore((state) => deskCartKeyOf(state, staffId));
  const storedCart = useSaleCart(storedKey);
  const spent = isApiError(storedCart.error) && storedCart.error.code === 'invalid_cart_key';
  const { key, failed: keyFailed, retry: retryKey, renew } = useCartKey(staffId, spent);
  const cart = useSaleCart(key);
  const change = useSaleChange();
  const seatCall = useSaleSeats();
  // A seated performance has a map (general admission answers 404: no map).
  const seats = usePerformanceSeats(eventId, 5_000);
  const [sold, setSold] = useState<BoxOfficeSaleReply | null>(null);
  const [expiredFlag, setExpired] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(new Map());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow(1000);

  const cartCode = isApiError(cart.error) ? cart.error.code : undefined;
  const expired = expiredFlag || cartCode === 'cart_expired';

  const items = cart.data?.items ?? [];
  const remainingMs = cart.data
    ? cart.data.remaining_time - Math.max(0, now.getTime() - cart.dataUpdatedAt)
    : 0;
  const holdOver = expired || (items.length > 0 && remainingMs <= 0);

  const bump = (ticketTypeId: number, delta: number) => {
    setPending((current) => {
      const next = new Map(current);
      const value = (next.get(ticketTypeId) ?? 0) + delta;
      if (value === 0) next.delete(ticketTypeId);
      else next.set(ticketTypeId, value);
      return next;
    });
  };

  /** An expired cart is the screen's own state; a spent key gets a new one. */
  const cartFailed = (error: unknown) => {
    if (isApiError(error) && error.code === 'cart_expired') setExpired(true);
    if (isApiError(error) && error.code === 'invalid_cart_key') renew();
  };

  /** Changes are sent one after the other, in the order pressed. */
  const send = (ticketTypeId: number, kind: 'add' | 'remove' | 'delete', delta: number) => {
    if (key === null) return;
    bump(ticketTypeId, delta);
    queue.current = queue.current.then(async () => {
      try {
        await change.mutateAsync({ key, kind, ticketTypeId, eventId });
      } catch (error) {
        cartFailed(error);
      } finally {
        bump(ticketTypeId, -delta);
      }
    });
  };

  /** The next buyer: a fresh cart (a sale already spent its own key and asked for a new one). */
  const startOver = (newKey: boolean) => {
    setExpired(false);
    setSold(null);
    setPending(new Map());
    if (newKey) renew();
    window.requestAnimationFrame(() => {
      headingRef.current?.focus();
    });
  };

  const onSale = performance.sale_state === 'on_sale';
  const busy = pending.size > 0 || change.isPending || seatCall.isPending;
  const enabled = onSale && key !== null && !holdOver && cart.data !== undefined;

  let side;
  if (keyFailed || (cart.isError && cartCode === undefined)) {
    side = (
      <ErrorState
        message={t('box_office.cart.load_error')}
        error={cart.error}
        onRetry={() => {
          if (keyFailed) retryKey();
          else void cart.refetch();
        }}
        retrying={cart.isFetching}
      />
    );
  } else if (holdOver) {
    side = (
      <Stack gap="sm" align="flex-start" role="alert">
        <Title order={2} size="h3">
          {t('box_office.cart.expired_title')}
        </Title>
        <Text>{t('box_office.cart.expired_text')}</Text>
        <Button
          onClick={() => {
            startOver(true);
          }}
        >
          {t('box_office.cart.start_over')}
        </Button>
      </Stack>
    );
  } else if (!cart.data || key === null) {
    side = (
      <Stack gap="sm" role="status" aria-label={t('common.loading')}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={80} />
      </Stack>
    );
  } else {
    side = (
      <Stack gap="lg">
        <BoxOfficeCart
          cart={cart.data}
          remainingMs={remainingMs}
          eventName={performance.name}
          busy={busy}
          onRemoveLine={(ticketTypeId) => {
            send(ticketTypeId, 'delete', -9999);
          }}
          onRemoveSeat={(seatId) => {
            queue.current = queue.current.then(() =>
              seatCall
                .mutateAsync({ kind: 'release', key, eventId, seatIds: [seatId] })
                .then(() => undefined, cartFailed),
            );
          }}
          onClear={() => {
            if (busy) return;
            const lines = items.filter(
              (item) => item.tech_fee === undefined && item.coupon_id === undefined,
            );
            for (const id of new Set(lines.map((item) => Number(item.id)))) {
              send(id, 'delete', -9999);
            }
          }}
        />
        {items.some((item) => item.tech_fee === undefined && item.coupon_id === undefined) ? (
          <BoxOfficeCoupon cartKey={key} cart={cart.data} busy={busy} onCartFailed={cartFailed} />
        ) : null}
        {items.length > 0 ? (
          <BoxOfficeCheckout
            key={key}
            cartKey={key}
            total={cart.data.summary.total}
            onSold={(reply) => {
              setSold(reply);
              // This cart is spent: the next sale gets a new one.
              renew();
            }}
            onCartGone={(why) => {
              if (why === 'expired') setExpired(true);
              else renew();
            }}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={6} component="header">
        <Anchor component={Link} to={adminPaths.boxOffice()} size="sm" className={heading.back}>
          <IconArrowLeft size={16} aria-hidden />
          {t('box_office.sale.back')}
        </Anchor>
        <Title order={1} size="h2" className={heading.title} ref={headingRef} tabIndex={-1}>
          {name}
        </Title>
        <Text c="dimmed">
          {formatDateTime(performance.starts_at, locale)} ·{' '}
          {inLocale(locale, performance.venue_name, performance.venue_name_en)}
        </Text>
        {performance.sale_state !== 'on_sale' ? (
          <p className={classes.note} role="status">
            <IconAlertTriangle size={18} aria-hidden className={classes.noteIcon} />
            <span>{t(`box_office.sale.states.${performance.sale_state}`)}</span>
          </p>
        ) : null}
        {refreshFailed ? (
          <Text size="sm" c="dimmed" role="status">
            {t('box_office.sale.refresh_failed')}
          </Text>
        ) : null}
      </Stack>
      {sold ? (
        <BoxOfficeDone
          sale={sold}
          onNewSale={() => {
            startOver(false);
          }}
        />
      ) : (
        <div className={classes.layout}>
          <Paper withBorder radius="md" p="md" className={classes.sell}>
            <BoxOfficeTickets
              types={performance.ticket_types}
              cart={cart.data}
              pending={pending}
              enabled={enabled}
              onChange={(ticketTypeId, delta) => {
                send(ticketTypeId, delta > 0 ? 'add' : 'remove', delta);
              }}
            />
            {seats.data ? (
              <BoxOfficeSeats
                eventId={eventId}
                data={seats.data}
                types={performance.ticket_types}
                cartKey={key}
                cart={cart.data}
                enabled={enabled}
                onFailed={cartFailed}
              />
            ) : null}
          </Paper>
          <div>
            <Paper withBorder radius="md" p="md">
              {side}
            </Paper>
          </div>
        </div>
      )}
    </Stack>
  );
}
