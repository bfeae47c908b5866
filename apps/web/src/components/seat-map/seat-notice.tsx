import { Alert, type AlertProps } from '@mantine/core';
import classes from './seat-notice.module.css';

/**
 * A notice beside a seat map (not that many seats side by side, a proposed split): a polite
 * status in the theme's gold, its title in the text colour so it reads at AA contrast.
 */
export function SeatNotice(props: Omit<AlertProps, 'color' | 'variant' | 'role' | 'classNames'>) {
  return (
    <Alert mt="sm" {...props} color="gold" variant="light" role="status" classNames={classes} />
  );
}
