import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './account-styles';
import classes from './auth-page.module.css';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Register now"). */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: one narrow card with the page's heading. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  return (
    <div className={classes.root}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
        <Stack gap="lg">
          <div>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {intro ? (
              <Text c="dimmed" mt="sm">
                {intro}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </div>
  );
}
