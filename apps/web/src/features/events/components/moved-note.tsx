import { Badge, Text } from '@mantine/core';
import { formatDateTime } from '@theatre/i18n';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';

/**
 * A performance moved to a new date (decision 0048): "New date", and when it was first meant to
 * be, so a buyer who remembers the old date recognises it. Nothing for one never moved.
 */
export function MovedNote({ movedFrom }: { movedFrom: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (movedFrom === null) return null;
  return (
    <Text component="span" size="sm" display="block" mt={4}>
      <Badge component="span" color="gold.4" autoContrast size="sm" radius="sm" mr={6}>
        {t('events.moved')}
      </Badge>
      {t('events.moved_from', { date: formatDateTime(movedFrom, locale) })}
    </Text>
  );
}
