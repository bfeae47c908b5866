import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { useLocale } from '../../../lib/i18n';
import { FormAlert } from '../components/form-alert';
import { ProfileSection } from '../components/profile-section';
import { useAccountTranslation } from '../hooks/use-account-translation';
import {
  useRegenerateRecoveryCodes,
  useRemoveFactor,
  useSecondFactorStatus,
} from '../api/second-factor-api';
import { errorText } from './error-text';
import { PasskeyEnrolment, TotpEnrolmentForm } from './factor-enrolment';
import { RecoveryCodesView } from './recovery-codes-view';

/**
 * The profile's "Two-factor sign-in" section, for staff (decision 0056): the passkeys and the
 * authenticator app, adding and removing them, new recovery codes (shown once). Changes need the
 * staff session once a factor is enrolled.
 */
export function ProfileSecondFactor() {
  const { t } = useAccountTranslation();
  const locale = useLocale();
  const status = useSecondFactorStatus();
  const remove = useRemoveFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const data = status.data;
  if (!data?.staff) return null;
  const enrolled = data.totp || data.passkeys.length > 0;
  const canChange = !enrolled || data.staff_session;
  const done = (next: string[]) => {
    setCodes(next.length > 0 ? next : null);
  };
  return (
    <ProfileSection title={t('second_factor.title')} intro={t('second_factor.intro')}>
      <Stack gap="md">
        {codes ? (
          <RecoveryCodesView
            codes={codes}
            onDone={() => {
              setCodes(null);
            }}
          />
        ) : null}
        {canChange ? null : <Alert variant="light">{t('second_factor.needs_staff_session')}</Alert>}
        <FormAlert
          message={errorText(remove.error ?? regenerate.error, t('second_factor.load_error'))}
        />
        <div role="status">{notice}</div>
        {enrolled ? null : <Text>{t('second_factor.none_enrolled')}</Text>}
        <ul
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('second_factor.factors')}
        >
          {data.passkeys.map((key) => (
            <li key={key.id}>
              <Group justify="space-between" wrap="wrap" py="xs">
                <div>
                  <Text fw={600}>{key.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('second_factor.passkey_created', {
                      date: formatDateTime(key.created_at, locale),
                    })}
                    {' · '}
                    {key.last_used_at
                      ? t('second_factor.passkey_last_used', {
                          date: formatDateTime(key.last_used_at, locale),
                        })
                      : t('second_factor.passkey_never_used')}
                  </Text>
                </div>
                <Button
                  variant="default"
                  color="red"
                  disabled={!canChange}
                  aria-label={t('second_factor.remove_label', { name: key.name })}
                  onClick={() => {
                    setNotice('');
                    remove.mutate(
                      { kind: 'passkey', id: key.id },
                      {
                        onSuccess: () => {
                          setNotice(t('second_factor.removed'));
                        },
                      },
                    );
                  }}
                >
                  {t('second_factor.remove')}
                </Button>
              </Group>
            </li>
          ))}
          {data.totp ? (
            <li>
              <Group justify="space-between" wrap="wrap" py="xs">
                <div>
                  <Text fw={600}>{t('second_factor.totp_app')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('second_factor.totp_enrolled')}
                  </Text>
                </div>
                <Button
                  variant="default"
                  color="red"
                  disabled={!canChange}
                  aria-label={t('second_factor.remove_label', {
                    name: t('second_factor.totp_app'),
                  })}
                  onClick={() => {
                    setNotice('');
                    remove.mutate(
                      { kind: 'totp' },
                      {
                        onSuccess: () => {
                          setNotice(t('second_factor.removed'));
                        },
                      },
                    );
                  }}
                >
                  {t('second_factor.remove')}
                </Button>
              </Group>
            </li>
          ) : null}
        </ul>
        {canChange ? (
          <Stack gap="md">
            <PasskeyEnrolment onDone={done} />
            {data.totp ? null : <TotpEnrolmentForm onDone={done} />}
            {enrolled ? (
              <Stack gap="xs">
                <Text size="sm">
                  {t('second_factor.recovery_left', { count: data.recovery_codes_left })}
                </Text>
                <Group>
                  <Button
                    variant="default"
                    loading={regenerate.isPending}
                    onClick={() => {
                      regenerate.mutate(undefined, {
                        onSuccess: (reply) => {
                          setCodes(reply.recovery_codes);
                        },
                      });
                    }}
                  >
                    {t('second_factor.regenerate')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </ProfileSection>
  );
}
