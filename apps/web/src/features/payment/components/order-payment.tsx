import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import type { PublicSettings } from '@theatre/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PaymentProviderBadge } from '../../../components/payment-provider-badge';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { startPayment } from '../hooks/start-payment';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { startPhaseOf, usePaymentStart } from '../stores/payment-start';
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
 * button.
 */
export function OrderPayment({ orderId, provider }: OrderPaymentProps) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  usePageTitle(t('payment.page_order'));
  const phase = usePaymentStart((state) => startPhaseOf(state, orderId));
  const message = usePaymentStart((state) => (state.orderId === orderId ? state.message : null));
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = phase === 'starting' || phase === 'redirecting';

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
          <Button component={Link} to={paths.profile()} variant="default">
            {t('common.to_profile')}
          </Button>
        </div>
      </Stack>
    </div>
  );
}
