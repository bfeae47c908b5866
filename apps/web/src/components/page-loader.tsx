import { Center, Loader, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazy page, or the data of a part of a page (`py="xl"`), loads. */
export function PageLoader({ py = 80 }: { py?: MantineSpacing | number }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
