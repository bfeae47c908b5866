import { Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '../../../components/icon-badge';

/**
 * Empty result of the filters: 'No results can be found…' and 'Modify or delete your search
 * filters!'. The "delete filters" button is the one of the filter bar right above.
 */
export function NoResults() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48}>
      <IconBadge tone="primary">
        <IconMoodEmpty size={30} />
      </IconBadge>
      <Text size="lg" fw={700} ta="center">
        {t('programme.no_results')}
      </Text>
      <Text c="dimmed" ta="center">
        {t('programme.no_results_hint')}
      </Text>
    </Stack>
  );
}
