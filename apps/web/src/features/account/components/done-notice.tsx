import { Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './done-notice.module.css';

interface DoneNoticeProps {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
  /** Heading level: 2 inside a page that has its own h1. */
  order?: 1 | 2;
}

/**
 * What replaces a form once it did its job ("check your inbox"). Focus moves to its heading, so
 * keyboard and screen-reader users are not left on a button that is gone.
 */
export function DoneNotice({ title, children, icon, order = 2 }: DoneNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack gap="sm" align="center" className={classes.root} role="status">
      <span className={classes.icon}>{icon ?? <IconMailCheck size={34} aria-hidden />}</span>
      <Title order={order} ref={headingRef} tabIndex={-1} ta="center" className={classes.title}>
        {title}
      </Title>
      <Stack gap="xs" align="center">
        {children}
      </Stack>
    </Stack>
  );
}

export function NoticeText({ children }: { children: ReactNode }) {
  return (
    <Text ta="center" maw={420}>
      {children}
    </Text>
  );
}
