import { useParams } from 'react-router';
import { MovedOrderPage } from '../../features/orders/components/moved-order-page';

/** `/performance-move/:token`: a moved performance's buyer page, from the e-mailed link. */
export function Component() {
  const { token = '' } = useParams<'token'>();
  return <MovedOrderPage token={token} />;
}
