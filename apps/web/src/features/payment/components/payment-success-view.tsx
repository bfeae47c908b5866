import { VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { fetchPaymentStatus, isFinalRefusal, paymentKeys } from '../api/payment-api';
import { statusScreen } from '../lib/payment-screen';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { InvalidPaymentLink, PaymentProblem, PaymentProgress } from './payment-notice';
import { PaymentResult, screenTitle } from './payment-result';
import classes from './payment.module.css';

/**
 * `/payment/success?order={id}`: 'Successful transaction' with SimplePay's transaction id (from
 * GET /payment/status/{id}), and that the tickets can be printed from the profile or found in the
 * e-mail (docs/product.md §2); a guest's come by e-mail or are downloaded with the purchase link.
 * An order not paid yet goes to the pending page; any other state shows its own screen.
 */
export function PaymentSuccessView({ orderId }: { orderId: number | null }) {
  if (orderId === null) {
    return (
      <div className={classes.page}>
        <InvalidPaymentLink />
      </div>
    );
  }
  return <PaymentSuccessStatus orderId={orderId} />;
}

function PaymentSuccessStatus({ orderId }: { orderId: number }) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  usePageTitle(t('payment.page_success'));
  const status = useQuery({
    queryKey: paymentKeys.status(orderId),
    queryFn: ({ signal }) => fetchPaymentStatus(orderId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const reply = status.data;
  const waiting = reply?.state === 'waiting';

  useEffect(() => {
    if (waiting) void navigate(paths.paymentPending(orderId), { replace: true });
  }, [waiting, orderId, navigate]);

  let content;
  let announcement = '';
  if (reply && !waiting) {
    const screen = statusScreen(reply);
    announcement = t(screenTitle[screen.kind]);
    content = <PaymentResult screen={screen} orderId={orderId} focusOnMount />;
  } else if (status.isError && isFinalRefusal(status.error)) {
    content = (
      <PaymentProblem
        title={t('payment.load_error')}
        message={isApiError(status.error) ? status.error.message : null}
      />
    );
  } else if (status.isError) {
    content = (
      <ErrorState
        message={t('payment.load_error')}
        error={status.error}
        onRetry={() => {
          void status.refetch();
        }}
        retrying={status.isFetching}
      />
    );
  } else {
    content = <PaymentProgress title={t('payment.processing')} />;
  }

  return (
    <div className={classes.page}>
      {content}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
