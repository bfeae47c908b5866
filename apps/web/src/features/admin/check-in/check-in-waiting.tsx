import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSend, IconWifiOff } from '@tabler/icons-react';
import { formatTime } from '@theatre/i18n';
import { useId } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import type { WaitingScan } from './use-door-scans';
import classes from './check-in.module.css';
import offline from './door-offline.module.css';

interface CheckInOfflineProps {
  /** Since when there is no connection (ms since the epoch). */
  since: number | null;
  /** When the door list on this device came; null without one (the door cannot check offline). */
  listAt: number | null;
  /** Admissions made offline waiting to be sent. */
  waiting: number;
}

/**
 * No connection (the browser has no network, or a scan went unanswered): said at once, in words
 * and with an icon, since when, with what to do meanwhile: with a door list the door keeps
 * admitting from it (decision 0042) and says how many admissions wait to be sent; without one the
 * codes wait unchecked. An alert, so a screen reader says it when it comes.
 */
export function CheckInOffline({ since, listAt, waiting }: CheckInOfflineProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <div role="alert" className={classes.offline}>
      <IconWifiOff className={classes.offlineIcon} size={32} aria-hidden stroke={2.25} />
      <div>
        <p className={classes.offlineTitle}>
          {since === null
            ? t('check_in.offline.title')
            : t('check_in.offline.since', { time: formatTime(new Date(since), locale) })}
        </p>
        {listAt === null ? (
          <p className={classes.offlineText}>{t('check_in.offline.text')}</p>
        ) : (
          <>
            <p className={classes.offlineText}>
              {t('check_in.offline.list_text', { time: formatTime(new Date(listAt), locale) })}
            </p>
            <p className={offline.since}>{t('check_in.offline.to_sync', { count: waiting })}</p>
          </>
        )}
      </div>
    </div>
  );
}

interface CheckInWaitingProps {
  scans: readonly WaitingScan[];
  onSendNow: () => void;
}

/**
 * The scans the server has not answered yet (kept on the device, also across a reload): when
 * each was scanned, its code, whether it is on its way, and "Send now".
 */
export function CheckInWaiting({ scans, onSendNow }: CheckInWaitingProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const titleId = useId();
  const sendingAll = scans.every((scan) => scan.sending);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} className={classes.waitingList}>
      <Title order={2} size="h4" id={titleId}>
        {t('check_in.waiting.title')}
      </Title>
      <Text size="sm">{t('check_in.waiting.text', { count: scans.length })}</Text>
      <ol className={classes.recent}>
        {scans.map((scan) => (
          <li key={scan.scanId} className={classes.recentItem}>
            <span className={classes.recentTime}>
              {formatTime(new Date(scan.scannedAt), locale)}
            </span>
            <span className={`${classes.code} ${classes.recentCode}`}>{scan.code}</span>
            <span className={classes.recentResult} data-tone="offline">
              <span className={classes.recentDot} aria-hidden />
              {scan.sending ? t('check_in.waiting.sending') : t('check_in.waiting.waiting')}
            </span>
          </li>
        ))}
      </ol>
      <Button
        variant="default"
        size="md"
        leftSection={<IconSend size={18} aria-hidden />}
        onClick={onSendNow}
        loading={sendingAll}
        className={classes.answerAction}
      >
        {t('check_in.waiting.send_now')}
      </Button>
    </Stack>
  );
}
