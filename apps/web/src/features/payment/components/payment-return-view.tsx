import { VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { isFinalRefusal, usePaymentValidation } from '../api/payment-api';
import { returnOutcome } from '../lib/payment-screen';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { InvalidPaymentLink, PaymentProblem, PaymentProgress } from './payment-notice';
import { PaymentResult, screenTitle } from './payment-result';
import classes from './payment.module.css';

/**
 * `/payment/return?r=…&s=…`, where SimplePay sends the browser back (SimplePay's v2 documentation, the result page): the
 * `r` and `s` go to POST /payment/validate ('processing payment' meanwhile). SUCCESS goes on to
 * wait for the bank's confirmation (the IPN decides); FAIL, CANCEL and TIMEOUT show SimplePay's
 * texts with "Try again". A wrong signature or a link without them says so.
 */
export function PaymentReturnView({ r, s }: { r: string | null; s: string | null }) {
  const { t } = usePaymentTranslation();
  const navigate = useNavigate();
  usePageTitle(t('payment.page_return'));
  const body = useMemo(() => (r && s ? { r, s } : null), [r, s]);
  const validation = usePaymentValidation(body);
  const outcome = validation.data ? returnOutcome(validation.data) : null;
  const pendingOrder = outcome?.next === 'pending' ? outcome.orderId : null;

  useEffect(() => {
    if (pendingOrder !== null) void navigate(paths.paymentPending(pendingOrder), { replace: true });
  }, [pendingOrder, navigate]);

  let content;
  let announcement = '';
  if (body === null) {
    content = <InvalidPaymentLink />;
  } else if (outcome?.next === 'screen') {
    announcement = t(screenTitle[outcome.screen.kind]);
    content = (
      <PaymentResult
        screen={outcome.screen}
        orderId={validation.data?.order_id ?? null}
        focusOnMount
      />
    );
  } else if (validation.isError && isFinalRefusal(validation.error)) {
    const error = validation.error;
    content = (
      <PaymentProblem
        title={t('payment.faulty_title')}
        message={isApiError(error) ? error.message : null}
      />
    );
  } else if (validation.isError) {
    content = (
      <ErrorState
        message={t('payment.validate_error')}
        error={validation.error}
        onRetry={() => {
          void validation.refetch();
        }}
        retrying={validation.isFetching}
      />
    );
  } else {
    // Under way, or on the way to the pending page.
    announcement = t('payment.processing');
    content = <PaymentProgress title={t('payment.processing')} />;
  }

  return (
    <div className={classes.page}>
      {content}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
