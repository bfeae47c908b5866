import { Alert, Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleX,
  IconClockExclamation,
  IconClockOff,
  IconReceiptRefund,
  IconRefresh,
} from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaymentGuest, type PaymentGuest } from '../hooks/use-payment-guest';
import type { PaymentScreen, ScreenKind } from '../lib/payment-screen';
import { startPayment } from '../lib/start-payment';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { startPhaseOf, usePaymentStart } from '../stores/payment-start';
import classes from './payment.module.css';
import './payment-styles';

type TitleKey =
  | 'payment.waiting_title'
  | 'payment.success_title'
  | 'payment.failed_title'
  | 'payment.cancelled_title'
  | 'payment.timeout_title'
  | 'payment.expired_title'
  | 'payment.refunded_title'
  | 'payment.withdrawn_title';

/** The heading of each screen (SimplePay's own texts where its documentation sets them). */
export const screenTitle: Record<ScreenKind, TitleKey> = {
  waiting: 'payment.waiting_title',
  success: 'payment.success_title',
  failed: 'payment.failed_title',
  cancelled: 'payment.cancelled_title',
  timeout: 'payment.timeout_title',
  expired: 'payment.expired_title',
  refunded: 'payment.refunded_title',
  withdrawn: 'payment.withdrawn_title',
};

const icons: Record<Exclude<ScreenKind, 'waiting'>, ReactNode> = {
  success: <IconCircleCheck size={30} />,
  failed: <IconCircleX size={30} />,
  cancelled: <IconArrowBackUp size={30} />,
  timeout: <IconClockExclamation size={30} />,
  expired: <IconClockOff size={30} />,
  refunded: <IconReceiptRefund size={30} />,
  withdrawn: <IconCircleX size={30} />,
};

const colors: Record<Exclude<ScreenKind, 'waiting'>, string> = {
  success: 'teal.9',
  failed: 'red.9',
  cancelled: 'burgundy.7',
  timeout: 'burgundy.7',
  expired: 'burgundy.7',
  refunded: 'burgundy.7',
  withdrawn: 'burgundy.7',
};

/** The screen's round icon (decorative: the heading says it). */
export function ResultIcon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <ThemeIcon size={56} radius="xl" color={color} aria-hidden>
      {children}
    </ThemeIcon>
  );
}

/** The SimplePay transaction id and the order's number, as the screen shows them. */
function Facts({ screen, orderId }: { screen: PaymentScreen; orderId: number | null }) {
  const { t } = usePaymentTranslation();
  if (screen.transactionId === null && orderId === null) return null;
  return (
    <dl className={classes.facts}>
      {screen.transactionId ? (
        <div>
          <dt>{t('payment.transaction_id')}</dt>
          <dd className={classes.code}>{screen.transactionId}</dd>
        </div>
      ) : null}
      {orderId !== null ? (
        <div>
          <dt>{t('payment.order_id')}</dt>
          <dd className={classes.code}>{orderId}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** "Try again": a new payment of the order (GET /payment/{id}), with what a refused start said. */
function RetryPayment({ orderId }: { orderId: number }) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const phase = usePaymentStart((state) => startPhaseOf(state, orderId));
  const message = usePaymentStart((state) => (state.orderId === orderId ? state.message : null));
  return (
    <>
      {phase === 'failed' && message ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} aria-hidden />}
          className={classes.alert}
        >
          {message}
        </Alert>
      ) : null}
      <Button
        size="md"
        leftSection={<IconRefresh size={18} aria-hidden />}
        loading={phase === 'starting' || phase === 'redirecting'}
        onClick={() => {
          void startPayment(orderId, {
            onPaid: () => {
              void navigate(paths.paymentSuccess(orderId), { replace: true });
            },
          });
        }}
      >
        {t('payment.retry')}
      </Button>
    </>
  );
}

/** Where a guest's tickets go, by the delivery chosen (unknown in another browser). */
function GuestSuccess({ guest }: { guest: PaymentGuest }) {
  const { t } = usePaymentTranslation();
  const text =
    guest.delivery === 'email'
      ? t('payment.guest_success_email', { email: guest.email })
      : guest.delivery === 'download'
        ? t('payment.guest_success_download', { email: guest.email })
        : t('payment.guest_success_either', { email: guest.email });
  return (
    <>
      <Text>{text}</Text>
      <Text c="dimmed">{t('payment.guest_come_back')}</Text>
    </>
  );
}

interface PaymentResultProps {
  screen: PaymentScreen;
  orderId: number | null;
  /** Move the focus to the heading when shown (the screen replaced another). */
  focusOnMount?: boolean;
  /** More actions (the pending page's "Check again"). */
  children?: ReactNode;
}

/**
 * One result screen: its heading, SimplePay's texts, the transaction id where SimplePay wants it,
 * and the ways on (try again, the profile, the programme). Waiting shows a spinner and asks the
 * buyer to keep the tab open.
 */
export function PaymentResult({
  screen,
  orderId,
  focusOnMount = false,
  children,
}: PaymentResultProps) {
  const { t } = usePaymentTranslation();
  const guest = usePaymentGuest();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount, screen.kind]);

  const kind = screen.kind;
  const retry = screen.retry && orderId !== null;
  const downloads =
    kind === 'success' && guest?.documents && orderId !== null ? guest.documents(orderId) : null;
  return (
    <Stack align="center" gap="md" className={classes.result} data-kind={kind}>
      {kind === 'waiting' ? (
        <Loader size="lg" aria-hidden />
      ) : (
        <ResultIcon color={colors[kind]}>{icons[kind]}</ResultIcon>
      )}
      <Title order={1} ref={heading} tabIndex={-1} className={classes.title}>
        {t(screenTitle[kind])}
      </Title>
      {kind === 'waiting' ? (
        <>
          <Text fw={700} size="lg">
            {t('payment.waiting_keep_open')}
          </Text>
          <Text c="dimmed">{t('payment.waiting_text')}</Text>
        </>
      ) : null}
      {kind === 'success' && guest ? <GuestSuccess guest={guest} /> : null}
      {kind === 'success' && !guest ? <Text>{t('payment.success_text')}</Text> : null}
      <Facts screen={screen} orderId={orderId} />
      {downloads}
      {kind === 'failed' ? <Text>{t('payment.failed_text')}</Text> : null}
      {kind === 'timeout' ? <Text>{t('payment.timeout_text')}</Text> : null}
      {kind === 'expired' ? <Text>{t('payment.expired_text')}</Text> : null}
      {kind === 'refunded' ? <Text>{t('payment.refunded_text')}</Text> : null}
      {kind === 'withdrawn' ? <Text>{t('payment.withdrawn_text')}</Text> : null}
      {retry ? (
        <Text c="dimmed">{guest ? t('payment.guest_retry_text') : t('payment.retry_text')}</Text>
      ) : null}
      <div className={classes.actions}>
        {retry ? <RetryPayment orderId={orderId} /> : null}
        {children}
        {kind === 'waiting' || guest ? null : (
          <Button component={Link} to={paths.profile()} variant={retry ? 'default' : 'filled'}>
            {t('common.to_profile')}
          </Button>
        )}
        {kind === 'waiting' || (!guest && (kind === 'failed' || kind === 'cancelled')) ? null : (
          <Button
            component={Link}
            to={paths.home()}
            variant={!guest ? 'subtle' : retry || downloads ? 'default' : 'filled'}
          >
            {t('common.to_programme')}
          </Button>
        )}
      </div>
    </Stack>
  );
}
