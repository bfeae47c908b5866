import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import type { PublicSettings } from '@theatre/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PaymentProviderBadge } from '../../../components/payment-provider-badge';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { fetchPaymentStatus, paymentKeys } from '../api/payment-api';
import { usePaymentGuest } from '../hooks/use-payment-guest';
import { statusScreen } from '../lib/payment-screen';
import { startPayment } from '../lib/start-payment';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { startPhaseOf, usePaymentStart } from '../stores/payment-start';
import { PaymentResult } from './payment-result';
import classes from './payment.module.css';
import './payment-styles';

interface OrderPaymentProps {
  orderId: number;
  provider: PublicSettings['payment_provider'] | null | undefined;
}

/**
 * The cart page once the order is stored (`/cart?step=pay&order={id}`): on the way to SimplePay's
 * page while the payment starts; if it could not start (the message stays here, the toast goes),
 * or the buyer came back with the browser's Back button, the order waiting for payment with a pay
 * button. An order whose payment has an outcome (a guest back with the purchase link: paid,
 * failed, expired) shows that outcome's screen, with "Try again" where it can still be paid.
 */
export function OrderPayment({ orderId, provider }: OrderPaymentProps) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const guest = usePaymentGuest();
  usePageTitle(t('payment.page_order'));
  const phase = usePaymentStart((state) => startPhaseOf(state, orderId));
  const message = usePaymentStart((state) => (state.orderId === orderId ? state.message : null));
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = phase === 'starting' || phase === 'redirecting';
  // Where the order's payment stands (not while one starts): an error leaves the pay button.
  const status = useQuery({
    queryKey: paymentKeys.status(orderId),
    queryFn: ({ signal }) => fetchPaymentStatus(orderId, signal),
    enabled: !busy,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const reply = status.data;
  const settled = reply && reply.state !== 'waiting' ? statusScreen(reply) : null;

  useEffect(() => {
    if (phase === 'failed') heading.current?.focus();
  }, [phase]);

  if (busy) {
    return (
      <div className={classes.page}>
        <Stack align="center" gap="md" className={classes.result} role="status">
          <Loader size="lg" aria-hidden />
          <Title order={1} className={classes.title}>
            {t('payment.redirecting')}
          </Title>
        </Stack>
      </div>
    );
  }
  if (phase !== 'failed' && settled) {
    return (
      <div className={classes.page}>
        <PaymentResult screen={settled} orderId={orderId} focusOnMount />
      </div>
    );
  }
  if (phase !== 'failed' && status.isPending) return <PageLoader />;
  return (
    <div className={classes.page}>
      <Stack align="center" gap="md" className={classes.result}>
        <Title order={1} ref={heading} tabIndex={-1} className={classes.title}>
          {t('payment.order_title')}
        </Title>
        <Text>{t('payment.order_text', { id: orderId })}</Text>
        {phase === 'failed' && message ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title={t('payment.start_failed')}
            role="alert"
            className={classes.alert}
          >
            {message}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          <Button
            size="lg"
            leftSection={<IconCreditCard size={20} aria-hidden />}
            onClick={() => {
              void startPayment(orderId, {
                onPaid: () => {
                  void navigate(paths.paymentSuccess(orderId), { replace: true });
                },
              });
            }}
          >
            {t('payment.pay')}
          </Button>
          <div className={classes.secure}>
            <PaymentProviderBadge
              provider={provider}
              className={classes.providerLink}
              imageClassName={classes.providerLogo}
            />
          </div>
          {guest ? (
            <Button component={Link} to={paths.home()} variant="default">
              {t('common.to_programme')}
            </Button>
          ) : (
            <Button component={Link} to={paths.profile()} variant="default">
              {t('common.to_profile')}
            </Button>
          )}
        </div>
      </Stack>
    </div>
  );
}
