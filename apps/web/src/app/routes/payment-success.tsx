import { useSearchParams } from 'react-router';
import { orderIdParam } from '../../features/payment/hooks/order-id';
import { RequireAuth } from '../../features/account/components/require-auth';
import { PaymentSuccessView } from '../../features/payment/components/payment-success-view';

/** `/payment/success?order={id}`: the successful payment (spec section 2). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <RequireAuth>
      <PaymentSuccessView orderId={orderIdParam(params.get('order'))} />
    </RequireAuth>
  );
}
