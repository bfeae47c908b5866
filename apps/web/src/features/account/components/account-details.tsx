import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PreferencesBody, User } from '@theatre/contracts';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useSavePreferences } from '../api/profile-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import classes from './account-details.module.css';
import { ProfileSection } from './profile-section';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Name and e-mail, and the two notification checkboxes that save on change (POST
 * /profile/set-preferences). The box shows the new state at once and goes back if saving fails.
 */
export function AccountDetails({ user }: { user: User }) {
  const { t } = useAccountTranslation();
  const save = useSavePreferences();
  const [pending, setPending] = useState<PreferencesBody | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const shown: PreferencesBody = pending ?? {
    newsletter: user.newsletter,
    relevant_infos: user.relevant_infos,
  };

  const change = (field: keyof PreferencesBody, checked: boolean) => {
    const next: PreferencesBody = { ...shown, [field]: checked ? 1 : 0 };
    setPending(next);
    setState('saving');
    save.mutate(next, {
      onSuccess: () => {
        setPending(null);
        setState('saved');
      },
      onError: () => {
        setPending(null);
        setState('failed');
      },
    });
  };

  return (
    <ProfileSection title={t('details.title')}>
      <Stack gap="md">
        <dl className={classes.list}>
          <div className={classes.row}>
            <dt>{t('details.name')}</dt>
            <dd>
              <Group gap="xs" component="span">
                <span>{user.name}</span>
                {user.vip === 1 ? (
                  <Badge
                    color="gold.3"
                    leftSection={<IconCrown size={12} aria-hidden />}
                    component="span"
                  >
                    {t('details.vip')}
                  </Badge>
                ) : null}
              </Group>
            </dd>
          </div>
          <div className={classes.row}>
            <dt>{t('details.email')}</dt>
            <dd className={classes.email}>{user.email}</dd>
          </div>
        </dl>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('details.preferences')}</legend>
          <Stack gap="sm">
            <Checkbox
              label={t('details.relevant_infos')}
              checked={shown.relevant_infos === 1}
              onChange={(event) => {
                change('relevant_infos', event.currentTarget.checked);
              }}
            />
            <Checkbox
              label={t('details.newsletter')}
              checked={shown.newsletter === 1}
              onChange={(event) => {
                change('newsletter', event.currentTarget.checked);
              }}
            />
          </Stack>
        </fieldset>
        <Text
          size="sm"
          role="status"
          c={state === 'failed' ? 'red.8' : 'dimmed'}
          className={classes.status}
        >
          {state === 'saving'
            ? t('details.saving')
            : state === 'saved'
              ? t('details.saved')
              : state === 'failed'
                ? t('details.save_failed')
                : ''}
        </Text>
      </Stack>
    </ProfileSection>
  );
}
