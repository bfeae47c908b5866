import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';

interface AdminPageProps {
  title: string;
  intro?: string;
  /** Controls beside the title (filters, a "new" button). */
  actions?: ReactNode;
  /** A class for the title and intro (a page may hide them on paper). */
  headerClassName?: string | undefined;
  children: ReactNode;
}

/** One back-office page: its title (also the document's), an intro line, and its content. */
export function AdminPage({ title, intro, actions, headerClassName, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4} className={headerClassName}>
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
