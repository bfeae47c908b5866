import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The form's own message (what cannot be shown under a field), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}
