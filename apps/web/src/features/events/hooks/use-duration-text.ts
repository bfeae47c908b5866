import { useTranslation } from 'react-i18next';
import { splitDuration } from '../lib/ticket-availability';

/** `150` → '2 óra 30 perc' / '2 h 30 min'. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  return (total) => {
    const { hours, minutes } = splitDuration(total);
    if (hours === 0) return t('events.duration_minutes', { count: minutes });
    if (minutes === 0) return t('events.duration_hours', { hours });
    return t('events.duration_hours_minutes', { hours, minutes });
  };
}
