import { Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import './account-styles';
import classes from './profile-section.module.css';

interface ProfileSectionProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One titled part of the profile page (a region named by its heading). */
export function ProfileSection({ title, intro, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.section}
    >
      <Title order={2} id={headingId} className={classes.title}>
        {title}
      </Title>
      {intro ? (
        <Text c="dimmed" size="sm" mt={4}>
          {intro}
        </Text>
      ) : null}
      <div className={classes.body}>{children}</div>
    </Paper>
  );
}
