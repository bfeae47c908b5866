import type { ReactNode } from 'react';
import classes from './icon-badge.module.css';

/** A round, decorative icon above a state message (empty, error). */
export function IconBadge({ tone, children }: { tone: 'primary' | 'danger'; children: ReactNode }) {
  return (
    <span className={classes.badge} data-tone={tone} aria-hidden>
      {children}
    </span>
  );
}
