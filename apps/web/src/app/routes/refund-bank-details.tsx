import { useParams } from 'react-router';
import { RefundBankDetailsPage } from '../../features/orders/components/refund-bank-details-page';

/** `/refund-bank-details/:token`: a refused card refund's bank-details form, from the e-mail. */
export function Component() {
  const { token = '' } = useParams<'token'>();
  return <RefundBankDetailsPage token={token} />;
}
