import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './event-details-view.module.css';

export function EventDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.page} role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Skeleton height={14} width={200} aria-hidden />
      <div className={classes.hero} aria-hidden>
        <div className={classes.posterFrame}>
          <Skeleton height="100%" radius={0} />
        </div>
        <div className={classes.summary}>
          <Skeleton height={16} width="40%" />
          <Skeleton height={40} width="80%" mt="sm" />
          <Skeleton height={18} width="35%" mt="sm" />
          <Skeleton height={120} mt="lg" radius="md" />
          <Skeleton height={28} width="30%" mt="lg" />
          <Skeleton height={160} mt="lg" radius="md" />
        </div>
      </div>
    </div>
  );
}
