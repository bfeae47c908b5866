import type { ButtonProps } from '@mantine/core';
import { IconCreditCardPay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { orderKeys } from '../api/orders-api';
import { BusyButton } from './busy-button';

/** Where a retried payment went: to another page (SimplePay's, the success page), or nowhere. */
export type RetryOutcome = 'leaving' | 'stayed';

interface RetryPaymentButtonProps extends Omit<
  ButtonProps,
  'loading' | 'leftSection' | 'children'
> {
  orderId: number;
  label: string;
  ariaLabel?: string | undefined;
  /** Starts the order's payment again (the app's: GET /payment/{id}, then where it leads). */
  onRetryPayment: (orderId: number) => Promise<RetryOutcome>;
}

/**
 * "Retry payment" of an order awaiting payment: busy while the payment starts and while the
 * browser leaves for the payment page (no second start meanwhile). A refused start (which the
 * start itself tells) frees it, and the list is asked again, as the order may have changed (paid
 * meanwhile, or its hold expired). Back from the payment page through the browser's cache, it is
 * free again.
 */
export function RetryPaymentButton({
  orderId,
  label,
  ariaLabel,
  onRetryPayment,
  ...props
}: RetryPaymentButtonProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('pageshow', restored);
    };
  }, []);

  const retry = async () => {
    setBusy(true);
    let outcome: RetryOutcome = 'stayed';
    try {
      outcome = await onRetryPayment(orderId);
    } finally {
      if (outcome === 'stayed') {
        setBusy(false);
        void client.invalidateQueries({ queryKey: orderKeys.all });
      }
    }
  };
  return (
    <BusyButton
      {...props}
      icon={<IconCreditCardPay size={16} aria-hidden />}
      busy={busy}
      aria-label={ariaLabel}
      onClick={() => {
        void retry();
      }}
    >
      {label}
    </BusyButton>
  );
}
