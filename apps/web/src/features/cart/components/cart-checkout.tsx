import { Alert, Button, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconClockHour4,
  IconInfoCircle,
  IconLogin,
} from '@tabler/icons-react';
import type { CartReply } from '@theatre/contracts';
import { formatCountdown, formatPrice } from '@theatre/i18n';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { NetworkError } from '../../../lib/api-error';
import { noAnswerMessage } from '../../../lib/no-answer';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCartChange, useCartQuery, useRemoveCoupon } from '../api/cart-api';
import { useReleaseSeats, useSeatPrice } from '../api/seat-api';
import { cartLines, lineKind, type CartLine } from '../lib/cart-lines';
import { useCartTranslation } from '../hooks/use-cart-translation';
import { useCountdown } from '../hooks/use-countdown';
import { useCartStore } from '../stores/cart-store';
import classes from './cart-checkout.module.css';
import { CartEmpty } from './cart-empty';
import { CartLines, type LineAction, type PendingChange } from './cart-lines';
import './cart-styles';
import { CartSummary } from './cart-summary';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { seatPriceAttribute, seatPriceKey } from './seat-price-select';
import { ChallengeProgress } from './challenge-progress';

interface CartCheckoutProps {
  /** 0: the cart; 1: billing; 2: review and pay (1 and 2 signed in or a guest: the page decides). */
  step: CheckoutStep;
  /**
   * Continue leads to the login (a visitor who is neither signed in nor a guest: the page's
   * `onContinue`), and the hint says so.
   */
  continuesToLogin: boolean;
  onContinue: () => void;
  /**
   * Under Continue: the way to buy without registering, or the guest's own line (the page
   * composes them).
   */
  guest?: ReactNode;
  /** A finished step chosen in the step indicator. */
  onStepSelect: (step: CheckoutStep) => void;
  /** The body of steps 2 and 3 (billing, review and pay), which the page composes. */
  children?: ReactNode;
}

function HoldNotice() {
  const { t } = useCartTranslation();
  const remaining = useCountdown(useCartStore((state) => state.expires_at));
  return (
    <p className={classes.hold}>
      <IconClockHour4 size={18} aria-hidden className={classes.holdIcon} />
      <span>
        {t('page.hold')}{' '}
        <strong className={classes.holdTime}>
          {t('page.hold_left', { time: formatCountdown(remaining) })}
        </strong>
      </span>
    </p>
  );
}

/** Whether the reply still has the line (a remove at 1 or a delete takes it away). */
/** Focuses the shown select of a seat's price (the table's or the card's); false: none shown. */
function focusSeatPrice(key: string): boolean {
  const shown = [
    ...document.querySelectorAll<HTMLElement>(`[${seatPriceAttribute}="${key}"]`),
  ].find((element) => element.offsetParent !== null);
  shown?.focus();
  return shown !== undefined;
}

function keepsLine(reply: CartReply, line: CartLine): boolean {
  return reply.items.some(
    (item) =>
      lineKind(item) === line.kind &&
      String(item.id) === String(line.item.id) &&
      item.seat?.id === line.item.seat?.id,
  );
}

/**
 * The cart page's frame and checkout step 1, the cart (docs/product.md §2): the step indicator, the
 * hold's countdown, the lines with their quantity buttons, the coupon's removal, the info message
 * of a change, the totals and Continue. Loading, error (with retry) and empty states. Steps 2 and 3
 * (billing, review and pay) are the page's `children`, shown under the indicator and countdown.
 */
export function CartCheckout({
  step,
  continuesToLogin,
  onContinue,
  guest,
  onStepSelect,
  children,
}: CartCheckoutProps) {
  const { t } = useCartTranslation();
  const { t: tApp } = useTranslation();
  const locale = useLocale();
  const query = useCartQuery();
  const items = useCartStore((state) => state.items);
  const summary = useCartStore((state) => state.summary);
  const info = useCartStore((state) => state.info_msg);
  const dismissInfo = useCartStore((state) => state.dismissInfo);
  const change = useCartChange();
  const coupon = useRemoveCoupon();
  const release = useReleaseSeats();
  const price = useSeatPrice();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [emptiedHere, setEmptiedHere] = useState(false);
  const linesRef = useRef<HTMLElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const lines = useMemo(() => cartLines(items, locale), [items, locale]);
  const busy = change.isPending || coupon.isPending || release.isPending || price.isPending;
  // A seat's price select to focus again once the change has ended (its line is drawn anew).
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const key = refocus.current;
    if (key === null || busy) return;
    refocus.current = null;
    if (!focusSeatPrice(key)) linesRef.current?.focus();
  }, [busy, items]);

  // A keyboard or screen-reader user who moves between steps continues at the new step.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    (step === 0 ? linesRef : stepRef).current?.focus();
  }, [step]);

  const handleChange = (line: CartLine, action: LineAction) => {
    const options = {
      onSuccess: (reply: CartReply) => {
        setAnnouncement(t('page.updated', { total: formatPrice(reply.summary.total) }));
        if (reply.items.length === 0) setEmptiedHere(true);
        // The pressed button went with its line: continue from the list.
        else if (!keepsLine(reply, line)) linesRef.current?.focus();
      },
      onError: (error: Error) => {
        if (error instanceof NetworkError) {
          notify({ tone: 'error', message: noAnswerMessage(error, t('common.network_error')) });
        }
      },
      onSettled: () => {
        setPending(null);
      },
    };
    const seat = line.item.seat;
    if (line.kind === 'discount') {
      setPending({ lineKey: line.key, action });
      coupon.mutate(undefined, options);
    } else if (seat) {
      // A seat's line: only its own seat is given back (a delete by price would take them all).
      setPending({ lineKey: line.key, action });
      release.mutate({ seatIds: [seat.id] }, options);
    } else if (line.ticketTypeId !== null) {
      setPending({ lineKey: line.key, action });
      change.mutate({ action, id: line.ticketTypeId }, options);
    }
  };

  const handlePrice = (line: CartLine, ticketTypeId: number) => {
    const seat = line.item.seat;
    const eventId = line.item.event_data?.id;
    if (!seat || eventId === undefined) return;
    price.mutate(
      { eventId, seatIds: [seat.id], ticketTypeId },
      {
        onSuccess: (reply) => {
          setAnnouncement(t('lines.price_changed', { total: formatPrice(reply.summary.total) }));
          // The line is drawn again under its new price: back to its select once enabled.
          refocus.current = seatPriceKey(eventId, seat.id);
        },
        onError: (error: Error) => {
          if (error instanceof NetworkError) {
            notify({ tone: 'error', message: noAnswerMessage(error, t('common.network_error')) });
          }
        },
      },
    );
  };

  let content;
  if (items.length === 0 || summary === null) {
    content = <CartEmpty focusOnMount={emptiedHere} />;
  } else if (query.isPending) {
    content = (
      <div role="status" className={classes.loading}>
        <VisuallyHidden>{tApp('app.loading')}</VisuallyHidden>
        <Skeleton height={28} width="60%" radius="xl" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} radius="md" />
        ))}
        <Skeleton height={160} radius="md" className={classes.loadingSummary} />
      </div>
    );
  } else if (query.isError && query.data === undefined) {
    content = (
      <ErrorState
        message={t('page.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (step === 0) {
    content = (
      <>
        <CheckoutSteps active={0} onSelect={onStepSelect} />
        <HoldNotice />
        {info ? (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t('page.info_title')}
            withCloseButton
            closeButtonLabel={t('page.dismiss')}
            onClose={dismissInfo}
            className={classes.info}
          >
            {info}
          </Alert>
        ) : null}
        <section
          ref={linesRef}
          tabIndex={-1}
          aria-labelledby="cart-lines-title"
          className={classes.lines}
        >
          <VisuallyHidden component="h2" id="cart-lines-title">
            {t('lines.caption')}
          </VisuallyHidden>
          <CartLines
            lines={lines}
            busy={busy}
            pending={pending}
            onChange={handleChange}
            onPrice={handlePrice}
          />
        </section>
        <div className={classes.bottom}>
          <Button
            component={Link}
            to={paths.home()}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            className={classes.shopMore}
          >
            {t('page.continue_shopping')}
          </Button>
          <div className={classes.checkout}>
            <CartSummary summary={summary} />
            {continuesToLogin ? (
              <Text size="sm" c="dimmed" id="cart-continue-hint" className={classes.hint}>
                <IconLogin size={16} aria-hidden /> {t('page.continue_login')}
              </Text>
            ) : null}
            <Button
              size="md"
              fullWidth
              rightSection={<IconArrowRight size={18} aria-hidden />}
              aria-describedby={continuesToLogin ? 'cart-continue-hint' : undefined}
              onClick={onContinue}
            >
              {t('page.continue')}
            </Button>
            {guest}
          </div>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <CheckoutSteps active={step} onSelect={onStepSelect} />
        <HoldNotice />
        <div ref={stepRef} tabIndex={-1} className={classes.stepBody}>
          {children}
        </div>
      </>
    );
  }

  return (
    <>
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          {t('page.title')}
        </Title>
      </header>
      {content}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {/* A "+" beyond the free allowance of holds per client runs the security check. */}
      <ChallengeProgress />
    </>
  );
}
