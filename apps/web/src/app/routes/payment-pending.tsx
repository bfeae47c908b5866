import { useSearchParams } from 'react-router';
import { orderIdParam } from '../../features/payment/hooks/order-id';
import { RequireAuth } from '../../features/account/components/require-auth';
import { PaymentPendingView } from '../../features/payment/components/payment-pending-view';

/** `/payment/pending?order={id}`: waiting for the bank's response (spec section 2). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <RequireAuth>
      <PaymentPendingView orderId={orderIdParam(params.get('order'))} />
    </RequireAuth>
  );
}
