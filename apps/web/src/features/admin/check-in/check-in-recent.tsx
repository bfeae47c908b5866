import { Stack, Text, Title } from '@mantine/core';
import { budapestDateFormat, type Locale } from '@theatre/i18n';
import { useId } from 'react';
import { useLocale } from '../../../lib/i18n';
import { toneOf, type RecentScan } from './check-in-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './check-in.module.css';

/** `19:02:37`: scans follow each other within seconds. */
function clock(at: number, locale: Locale): string {
  const format = budapestDateFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return format.format(new Date(at));
}

/** The last ten scans at this door, newest first: time, code and result. */
export function CheckInRecent({ scans }: { scans: readonly RecentScan[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('check_in.recent.title')}
      </Title>
      {scans.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('check_in.recent.empty')}
        </Text>
      ) : (
        <ol className={classes.recent}>
          {scans.map((scan) => (
            <li key={scan.id} className={classes.recentItem}>
              <span className={classes.recentTime}>{clock(scan.at, locale)}</span>
              <span className={`${classes.code} ${classes.recentCode}`}>{scan.code}</span>
              <span className={classes.recentResult} data-tone={toneOf(scan.result)}>
                <span className={classes.recentDot} aria-hidden />
                {t(`check_in.recent.results.${scan.result}`)}
                {scan.late ? ` (${t('check_in.recent.late')})` : null}
                {scan.offline ? ` (${t('check_in.recent.offline')})` : null}
                {scan.undone ? ` (${t('check_in.recent.undone')})` : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
