import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './not-found-state.module.css';

interface NotFoundStateProps {
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
  /** Heading level: 1 when it is the page's main heading. */
  order?: 1 | 2;
  code?: ReactNode;
}

/** A friendly "we cannot find it" state with a way back. */
export function NotFoundState({
  title,
  text,
  actionLabel,
  actionTo,
  order = 1,
  code,
}: NotFoundStateProps) {
  return (
    <Stack align="center" gap="md" py={48} className={classes.root}>
      {code ? (
        <Text className={classes.code} aria-hidden>
          {code}
        </Text>
      ) : null}
      <Title order={order} ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {text}
      </Text>
      <Button component={Link} to={actionTo} size="md">
        {actionLabel}
      </Button>
    </Stack>
  );
}
