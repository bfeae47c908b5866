import { Button, Group, Stack, Text } from '@mantine/core';
import type { ProfileSession } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useLocale } from '../../../lib/i18n';
import { useEndSessions, useProfileSessions } from '../api/sessions-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { ProfileSection } from './profile-section';
import classes from './profile-sessions.module.css';

type Translate = ReturnType<typeof useAccountTranslation>['t'];

const deviceKeys = {
  desktop: 'sessions.device_desktop',
  mobile: 'sessions.device_mobile',
  tablet: 'sessions.device_tablet',
  tv: 'sessions.device_tv',
} as const;

/** "Firefox 128 · Windows 10 · Computer": what the user agent told of the session's device. */
function deviceName(session: ProfileSession, t: Translate): string {
  const kind =
    session.device !== null && session.device in deviceKeys
      ? t(deviceKeys[session.device as keyof typeof deviceKeys])
      : t('sessions.device_unknown');
  const device = session.device_model ? `${kind} (${session.device_model})` : kind;
  return [
    session.browser ?? t('sessions.unknown_browser'),
    session.os ?? t('sessions.unknown_os'),
    device,
  ].join(' · ');
}

/**
 * The profile's list of the user's sessions (decision 0055): device and browser, IP address,
 * when signed in and last active, this device marked; any other can be signed out, or all of
 * them at once. Its own component (and file), beside the profile's other sections.
 */
export function ProfileSessions() {
  const { t } = useAccountTranslation();
  const locale = useLocale();
  const sessions = useProfileSessions();
  const end = useEndSessions();
  const [status, setStatus] = useState('');

  const endSession = (id: number | 'others') => {
    setStatus('');
    end.mutate(id, {
      onSuccess: () => {
        setStatus(t('sessions.ended'));
      },
    });
  };

  let content;
  if (sessions.data) {
    const list = sessions.data.data;
    const others = list.filter((session) => !session.current).length;
    content = (
      <Stack gap="md">
        <ul className={classes.list}>
          {list.map((session) => {
            const name = deviceName(session, t);
            return (
              <li key={session.id} className={classes.item}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <div>
                    <Text fw={600}>
                      {name}
                      {session.current ? (
                        <span className={classes.current}> · {t('sessions.this_device')}</span>
                      ) : null}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('sessions.ip_address')}: {session.ip_address ?? t('sessions.no_ip')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('sessions.signed_in')}: {formatDateTime(session.created_at, locale)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('sessions.last_active')}: {formatDateTime(session.last_active_at, locale)}
                    </Text>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="default"
                      size="sm"
                      aria-label={t('sessions.end_label', { device: name })}
                      loading={end.isPending && end.variables === session.id}
                      onClick={() => {
                        endSession(session.id);
                      }}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
        {others > 0 ? (
          <Button
            variant="default"
            w={{ base: '100%', sm: 'auto' }}
            loading={end.isPending && end.variables === 'others'}
            onClick={() => {
              endSession('others');
            }}
          >
            {t('sessions.end_others')}
          </Button>
        ) : (
          <Text size="sm">{t('sessions.no_others')}</Text>
        )}
        <Text size="sm" role="status">
          {status}
        </Text>
      </Stack>
    );
  } else if (sessions.isError) {
    content = (
      <ErrorState
        message={t('sessions.load_error')}
        error={sessions.error}
        onRetry={() => {
          void sessions.refetch();
        }}
        retrying={sessions.isFetching}
      />
    );
  } else {
    content = <PageLoader />;
  }

  return (
    <ProfileSection title={t('sessions.title')} intro={t('sessions.intro')}>
      {content}
    </ProfileSection>
  );
}
