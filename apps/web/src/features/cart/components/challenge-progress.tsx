import '@mantine/core/styles/Progress.layer.css';
import { CloseButton, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useCartTranslation } from '../hooks/use-cart-translation';
import { useChallengeStore } from '../stores/challenge-store';
import classes from './challenge-progress.module.css';

/**
 * The security check of an add beyond the free allowance of holds per client (decision 0024):
 * while the browser solves the proof-of-work challenge in the background, a panel says what is
 * happening, with a progress bar (role=progressbar with its value); a failure is announced
 * (role=alert) until closed or the next try. The live region is always there, so a screen reader
 * hears the check start.
 */
export function ChallengeProgress() {
  const { t } = useCartTranslation();
  const status = useChallengeStore((state) => state.status);
  const progress = useChallengeStore((state) => state.progress);
  const dismiss = () => {
    useChallengeStore.getState().dismiss();
  };
  const percent = Math.round(progress * 100);

  return (
    <div className={classes.region}>
      <div role="status">
        {status === 'solving' ? (
          <Paper withBorder shadow="md" radius="md" p="md" className={classes.panel}>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <Loader size="sm" color="burgundy.7" aria-hidden />
                <Text fw={700}>{t('challenge.title')}</Text>
              </Group>
              <Text size="sm">{t('challenge.text')}</Text>
              <Progress
                value={percent}
                color="burgundy.7"
                size="lg"
                aria-label={t('challenge.progress')}
              />
            </Stack>
          </Paper>
        ) : null}
      </div>
      {status === 'failed' ? (
        <Paper withBorder shadow="md" radius="md" p="md" className={classes.panel} role="alert">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconShieldX size={22} aria-hidden color="var(--mantine-color-red-9)" />
            <Text size="sm" c="red.9" style={{ flex: 1 }}>
              {t('challenge.failed')}
            </Text>
            <CloseButton aria-label={t('challenge.dismiss')} onClick={dismiss} />
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
