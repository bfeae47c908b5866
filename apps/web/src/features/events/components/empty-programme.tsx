import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** docs/product.md §2: 'Nincs aktuális esemény. Kérjük, nézzen vissza később.' with a spinner. */
export function EmptyProgramme() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py={56} role="status">
      <Loader type="dots" size="lg" aria-hidden />
      <Text size="lg" fw={600} ta="center" maw={520}>
        {t('programme.empty')}
      </Text>
    </Stack>
  );
}
