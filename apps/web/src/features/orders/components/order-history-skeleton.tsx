import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import classes from './orders.module.css';

/** The order history while it loads: three rows of the list's shape. */
export function OrderHistorySkeleton() {
  const { t } = useOrdersTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t('history.loading')}</VisuallyHidden>
      <ul className={classes.skeleton} aria-hidden>
        {[0, 1, 2].map((row) => (
          <li key={row} className={classes.skeletonRow}>
            <div className={classes.skeletonMain}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={12} width="40%" mt={8} />
            </div>
            <Skeleton height={14} width={120} />
            <Skeleton height={14} width={80} />
            <Skeleton height={20} width={90} radius="sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}
