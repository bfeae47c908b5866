import { Accordion, Button, Loader, Table, Text } from '@mantine/core';
import classes from './seat-map.module.css';

/** A seat of the list with its one action (hold, give back, select…). */
export interface ListedSeat {
  id: number;
  /** The row's heading cell: the seat's name (and its state in words). */
  name: string;
  /** The cells between the name and the action (a price, a zone). */
  cells: readonly string[];
  /** The action button's accessible name and its visible text. */
  actionLabel: string;
  actionText: string;
  /** The action undoes (gives back, deselects): an outlined button. */
  undo: boolean;
  busy: boolean;
}

export interface ListedSection {
  key: string;
  name: string;
  /** Beside the section's name, e.g. "12 free". */
  summary: string;
  seats: readonly ListedSeat[];
}

interface SeatListProps {
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  intro: string;
  /** Said when no section has a seat. */
  none: string;
  /** The column headings: the seat, the middle cells, the action. */
  columns: readonly string[];
  sections: readonly ListedSection[];
  onSeat: (id: number) => void;
}

/**
 * The map's alternative for the keyboard and screen readers: per section (a disclosure each), a
 * table of seats with a button each that does what a tap on the map does.
 */
export function SeatList({ id, title, intro, none, columns, sections, onSeat }: SeatListProps) {
  const last = columns.length - 1;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={classes.legendTitle}>
        {title}
      </h3>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {sections.length === 0 ? <Text mt="sm">{none}</Text> : null}
      <Accordion multiple variant="separated" className={classes.listSection}>
        {sections.map((section) => (
          <Accordion.Item key={section.key} value={section.key}>
            <Accordion.Control>
              {section.name} – {section.summary}
            </Accordion.Control>
            <Accordion.Panel>
              <Table className={classes.listTable} verticalSpacing={4} aria-label={section.name}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column, index) => (
                      <Table.Th
                        key={column}
                        scope="col"
                        className={index === last ? classes.listAction : undefined}
                      >
                        {column}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.seats.map((seat) => (
                    <Table.Tr key={seat.id} data-seat-id={seat.id}>
                      <Table.Th scope="row">{seat.name}</Table.Th>
                      {seat.cells.map((cell, index) => (
                        <Table.Td key={index}>{cell}</Table.Td>
                      ))}
                      <Table.Td className={classes.listAction}>
                        <Button
                          size="xs"
                          variant={seat.undo ? 'outline' : 'filled'}
                          aria-label={seat.actionLabel}
                          aria-disabled={seat.busy || undefined}
                          data-disabled={seat.busy || undefined}
                          leftSection={seat.busy ? <Loader size={12} color="currentColor" /> : null}
                          onClick={() => {
                            if (!seat.busy) onSeat(seat.id);
                          }}
                        >
                          {seat.actionText}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
