import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './document-view.module.css';

export function DocumentSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.page} role="status">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <div aria-hidden>
        <Skeleton height={14} width={180} />
        <Skeleton height={40} width="70%" mt="lg" />
        <Skeleton height={14} width={160} mt="sm" />
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton
            key={index}
            height={14}
            mt={index % 3 === 0 ? 'xl' : 'sm'}
            width={index % 3 === 2 ? '70%' : '100%'}
          />
        ))}
      </div>
    </div>
  );
}
