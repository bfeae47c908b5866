import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { DoorConflict } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './check-in.module.css';
import offline from './door-offline.module.css';

/**
 * Tickets admitted twice (decision 0042): each flagged admission, the later by the devices'
 * times, with the admission that counts and a link to the order, for staff to look into.
 */
export function CheckInConflicts({ conflicts }: { conflicts: readonly DoorConflict[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      className={offline.conflicts}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('check_in.conflicts.title', { count: conflicts.length })}
        </Title>
        <Text size="sm">{t('check_in.conflicts.text')}</Text>
        <ul className={offline.conflictList}>
          {conflicts.map((conflict, index) => (
            <li key={`${conflict.code}-${String(index)}`} className={offline.conflict}>
              <Text fw={700}>
                <span className={classes.code}>{conflict.code}</span> · {conflict.type_name}
                {conflict.seat ? ` · ${conflict.seat}` : ''}
              </Text>
              <Text size="sm">
                {t(
                  conflict.offline
                    ? 'check_in.conflicts.flagged_offline'
                    : 'check_in.conflicts.flagged',
                  {
                    time: formatDateTime(conflict.admitted_at, locale),
                    door: conflict.door ?? '–',
                    by: conflict.by ?? '–',
                  },
                )}
              </Text>
              <Text size="sm">
                {conflict.kept_at
                  ? t('check_in.conflicts.kept', {
                      time: formatDateTime(conflict.kept_at, locale),
                      door: conflict.kept_door ?? '–',
                    })
                  : t('check_in.conflicts.not_admitted')}
              </Text>
              <Anchor component={Link} to={adminPaths.order(conflict.order_id)} size="sm">
                {t('check_in.conflicts.order', { id: conflict.order_id })}
              </Anchor>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
