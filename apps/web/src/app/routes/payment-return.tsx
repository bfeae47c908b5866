import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../features/account/components/require-auth';
import { PaymentReturnView } from '../../features/payment/components/payment-return-view';

/** `/payment/return?r=…&s=…`: SimplePay sends the buyer back here (spec section 2). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <RequireAuth>
      <PaymentReturnView r={params.get('r')} s={params.get('s')} />
    </RequireAuth>
  );
}
