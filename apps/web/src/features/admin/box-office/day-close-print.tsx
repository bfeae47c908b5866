import { Button, Group } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './day-close-print.module.css';

/** The attribute on <html> that turns the print layout into the 80 mm receipt (see the CSS). */
export const printFormatAttribute = 'data-print-format';

/**
 * Prints the page: on A4, or as an 80 mm receipt. The receipt's attribute is set just before the
 * print dialog opens and removed when it closes (`afterprint`), so the next print is A4 again.
 */
export function printDayClose(format: 'a4' | 'receipt'): void {
  const root = document.documentElement;
  if (format === 'receipt') {
    root.setAttribute(printFormatAttribute, 'receipt');
    window.addEventListener(
      'afterprint',
      () => {
        root.removeAttribute(printFormatAttribute);
      },
      { once: true },
    );
  } else {
    root.removeAttribute(printFormatAttribute);
  }
  window.print();
}

/** What a day close prints: wraps the close; everything outside it is hidden on paper. */
export function DayClosePrintRoot({ children }: { children: ReactNode }) {
  return <div className={classes.root}>{children}</div>;
}

/** Hidden on paper (the page's other parts: its buttons, links and the list below). */
export const noPrint = classes.noPrint;

/** The two print buttons: A4, and the 80 mm receipt printer. */
export function DayClosePrintButtons({ children }: { children?: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <Group gap="sm" className={classes.noPrint}>
      <Button
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => {
          printDayClose('a4');
        }}
      >
        {t('box_office.day_close.print')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconReceipt size={18} aria-hidden />}
        onClick={() => {
          printDayClose('receipt');
        }}
      >
        {t('box_office.day_close.print_receipt')}
      </Button>
      {children}
    </Group>
  );
}
