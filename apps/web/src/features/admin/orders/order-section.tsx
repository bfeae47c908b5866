import { Accordion, Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';

/**
 * The order page's layout: on a desktop every section is a panel and its records a table; on a
 * phone the sections fold into an accordion and each record is a small card of label and value.
 */
export const OrderWideContext = createContext(true);

/**
 * Whether the orders pages lay out for a desktop (tables, panels side by side) or a phone (cards,
 * an accordion). Read at once, not after the first paint, so a phone never flashes the tables.
 */
export function useWideOrdersLayout(): boolean {
  return useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
}

export function useOrderWide(): boolean {
  return useContext(OrderWideContext);
}

interface OrderSectionProps {
  /** The accordion item's value on a phone. */
  value: string;
  title: string;
  /** Records in it, shown beside the title. */
  count?: number | undefined;
  children: ReactNode;
}

/** A section of the order page: a titled panel (desktop) or an accordion item (phone). */
export function OrderSection({ value, title, count, children }: OrderSectionProps) {
  const { t } = useAdminTranslation();
  const wide = useOrderWide();
  const titleId = useId();
  const label = count === undefined ? title : t('orders.sections.with_count', { title, count });
  if (!wide) {
    return (
      <Accordion.Item value={value}>
        <Accordion.Control>{label}</Accordion.Control>
        <Accordion.Panel>{children}</Accordion.Panel>
      </Accordion.Item>
    );
  }
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {label}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A table that scrolls sideways where it does not fit. While it scrolls, the scroller is a named,
 * focusable region, so a keyboard can scroll it too (WCAG 2.1.1); while it fits, it adds no tab
 * stop.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return undefined;
    // Called once at the start, and whenever the scroller or its table changes size.
    const observer = new ResizeObserver(() => {
      setScrolls(scroller.scrollWidth > scroller.clientWidth + 1);
    });
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      style={{ overflowX: 'auto' }}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
    >
      {children}
    </div>
  );
}

export interface RecordColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers (money, counts) line up on the right in a table. */
  numeric?: boolean;
  /** Kept on one line in a table (dates, codes). */
  nowrap?: boolean;
}

interface OrderRecordsProps<T> {
  /** The table's name for assistive technology. */
  caption: string;
  columns: RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Said instead of an empty table. */
  empty: string;
  /** Below the table: totals. */
  footer?: ReactNode;
  /** The table's narrowest width before it scrolls sideways. */
  minWidth?: number;
}

/** An order's records: a table on a desktop, a list of cards (label: value) on a phone. */
export function OrderRecords<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  footer,
  minWidth = 560,
}: OrderRecordsProps<T>) {
  const wide = useOrderWide();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  if (wide) {
    return (
      <>
        <ScrollingTable label={caption}>
          <Table verticalSpacing="xs" striped miw={minWidth}>
            <Table.Caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.numeric ? 'right' : undefined}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        {footer}
      </>
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label={caption}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((row, index) => (
          <Paper key={rowKey(row, index)} component="li" withBorder radius="sm" p="sm">
            <OrderFacts
              facts={columns.map((column) => ({
                key: column.key,
                label: column.label,
                value: column.render(row),
              }))}
            />
          </Paper>
        ))}
      </Stack>
      {footer}
    </Stack>
  );
}

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labels and values as a description list, the labels in a narrow column beside the values. */
export function OrderFacts({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7.5rem, max-content) minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 'var(--mantine-spacing-xs)',
      }}
    >
      {facts.map((fact) => (
        <div key={fact.key} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
