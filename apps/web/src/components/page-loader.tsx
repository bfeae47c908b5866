import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
