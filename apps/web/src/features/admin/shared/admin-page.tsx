import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';

interface AdminPageProps {
  title: string;
  intro?: string;
  /** Controls beside the title (filters, a "new" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One back-office page: its title (also the document's), an intro line, and its content. */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
      </Stack>
      {actions}
      {children}
    </Stack>
  );
}
