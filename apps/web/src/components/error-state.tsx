import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from './icon-badge';

interface ErrorStateProps {
  message: string;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}

/** A screen's own error state with a retry button (no response, timeout, server error). */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <IconBadge tone="danger">
        <IconAlertTriangle size={30} />
      </IconBadge>
      <Text fw={600} ta="center" size="lg">
        {message}
      </Text>
      <Text c="dimmed" ta="center" maw={520}>
        {t('error.network')}
      </Text>
      {onRetry ? (
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('error.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
