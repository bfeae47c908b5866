import { Button, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { isRefetch } from '../../../lib/background-fetch';
import { usePageTitle } from '../../../lib/page-title';
import { fetchPaymentStatus, isFinalRefusal, paymentKeys } from '../api/payment-api';
import { usePaymentGuest } from '../hooks/use-payment-guest';
import { isSettled, statusScreen } from '../lib/payment-screen';
import { nextPollDelay, pollWindowMs } from '../lib/poll-schedule';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { InvalidPaymentLink, PaymentProblem } from './payment-notice';
import { PaymentResult, screenTitle } from './payment-result';
import classes from './payment.module.css';

/**
 * Asks GET /payment/status/{id} until the payment is settled: quickly at first, then slower, for
 * at most two minutes (then `timedOut`); "check again" starts a new window.
 */
function usePaymentStatusPoll(orderId: number) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    queryKey: paymentKeys.status(orderId),
    queryFn: ({ signal, ...context }) => fetchPaymentStatus(orderId, signal, isRefetch(context)),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => {
      if (isSettled(current.state.data) || isFinalRefusal(current.state.error)) return false;
      const attempts = current.state.dataUpdateCount + current.state.errorUpdateCount;
      return nextPollDelay(attempts, Date.now() - startedAt) ?? false;
    },
  });

  useEffect(() => {
    const timer = window.setTimeout(
      () => {
        setTimedOut(true);
      },
      Math.max(0, startedAt + pollWindowMs - Date.now()),
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [startedAt]);

  const checkAgain = () => {
    setStartedAt(Date.now());
    setTimedOut(false);
    void query.refetch();
  };
  return { query, timedOut, checkAgain };
}

/**
 * `/payment/pending?order={id}`: waiting for the bank's confirmation ('Please don't close this
 * tab!'), asking the server until it knows. Paid goes on to the success page; a failed, cancelled
 * or timed-out attempt shows SimplePay's texts with "Try again" when the order can still be paid;
 * an expired order or a refunded payment is explained. After two minutes without an answer: a
 * message, "Check again" and the way to the profile.
 */
export function PaymentPendingView({ orderId }: { orderId: number | null }) {
  if (orderId === null) {
    return (
      <div className={classes.page}>
        <InvalidPaymentLink />
      </div>
    );
  }
  return <PaymentPendingStatus orderId={orderId} />;
}

function PaymentPendingStatus({ orderId }: { orderId: number }) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  const guest = usePaymentGuest();
  usePageTitle(t('payment.page_pending'));
  const { query, timedOut, checkAgain } = usePaymentStatusPoll(orderId);
  const reply = query.data;
  const paid = reply?.state === 'paid';

  useEffect(() => {
    if (paid) void navigate(paths.paymentSuccess(orderId), { replace: true });
  }, [paid, orderId, navigate]);

  let content;
  let announcement: string;
  if (query.isError && isFinalRefusal(query.error) && reply === undefined) {
    announcement = t('payment.load_error');
    content = (
      <PaymentProblem
        title={t('payment.load_error')}
        message={isApiError(query.error) ? query.error.message : null}
      />
    );
  } else if (reply && isSettled(reply) && !paid) {
    const screen = statusScreen(reply);
    announcement = t(screenTitle[screen.kind]);
    content = <PaymentResult screen={screen} orderId={orderId} focusOnMount />;
  } else if (timedOut && !paid) {
    // No answer within the window: the payment may still be confirmed later (by e-mail).
    announcement = t('payment.slow_title');
    content = (
      <PaymentProblem
        title={query.isError ? t('payment.load_error') : t('payment.slow_title')}
        message={guest ? t('payment.guest_slow_text') : t('payment.slow_text')}
      >
        <Button
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={query.isFetching}
          onClick={checkAgain}
        >
          {t('payment.check_again')}
        </Button>
      </PaymentProblem>
    );
  } else {
    announcement = `${t('payment.waiting_title')}. ${t('payment.waiting_keep_open')}`;
    content = (
      <PaymentResult
        screen={{ kind: 'waiting', transactionId: null, retry: false }}
        orderId={orderId}
      />
    );
  }

  return (
    <div className={classes.page}>
      {content}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
