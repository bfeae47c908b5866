import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import cardClasses from './event-card.module.css';
import classes from './event-grid.module.css';

export function EventGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <ul className={classes.grid} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={classes.item}>
            <div className={cardClasses.link}>
              <div className={cardClasses.posterFrame}>
                <Skeleton height="100%" radius={0} />
              </div>
              <div className={cardClasses.body}>
                <Skeleton height={14} width="60%" mt={4} />
                <Skeleton height={22} width="85%" mt={8} />
                <Skeleton height={14} width="50%" mt={8} />
                <Skeleton height={18} width="40%" mt={16} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
