import { Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureOf, failureText } from '../lib/failure';
import { IconBadge } from './icon-badge';
import buttons from './plain-button.module.css';

interface ErrorStateProps {
  message: string;
  /** The failed call's error: the line under the message says what happened (lib/failure.ts). */
  error: unknown;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
  /** 1 when the error state is the whole page (a route's load failed): the message is its h1. */
  headingOrder?: 1;
}

/**
 * A screen's own error state with a retry button: what could not be loaded, then what happened
 * (the server refused with its message, failed, did not answer within 30 s, or no answer came).
 */
export function ErrorState({
  message,
  error,
  onRetry,
  retrying = false,
  headingOrder,
}: ErrorStateProps) {
  const { t } = useTranslation();
  const text = failureText(failureOf(error));
  return (
    <Stack align="center" gap="md" py="xl" role="alert">
      <IconBadge tone="danger">
        <IconAlertTriangle size={30} />
      </IconBadge>
      {headingOrder ? (
        <Text component="h1" ff="heading" fw={700} fz="h3" ta="center" m={0}>
          {message}
        </Text>
      ) : (
        <Text fw={600} ta="center" size="lg">
          {message}
        </Text>
      )}
      <Text c="dimmed" ta="center" maw={520}>
        {'key' in text ? t(text.key) : text.message}
      </Text>
      {onRetry ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.filled}`}
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {retrying ? (
            <Loader size={18} color="currentColor" aria-hidden />
          ) : (
            <IconRefresh size={18} aria-hidden />
          )}
          {t('error.retry')}
        </button>
      ) : null}
    </Stack>
  );
}
