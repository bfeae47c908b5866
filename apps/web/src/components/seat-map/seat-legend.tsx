import type { ReactNode } from 'react';
import { SeatSwatch, type SeatLook } from './seat-glyph';
import classes from './seat-map.module.css';

/** One entry of a legend: a seat's look and what it means in words. */
export interface LegendItem {
  key: string;
  /** No picture for an entry that is words only (a concession). */
  look: SeatLook | null;
  text: ReactNode;
  /** A zone's entry names its ticket type (`data-zone`). */
  zoneId?: number;
}

interface SeatLegendProps {
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  /** Groups of entries, each a list of its own (zones, then statuses). */
  groups: readonly (readonly LegendItem[])[];
}

/** A map's legend: each entry's mark and colour with its meaning in words (not by colour alone). */
export function SeatLegend({ id, title, groups }: SeatLegendProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={classes.legendTitle}>
        {title}
      </h3>
      {groups.map((items, index) => (
        <ul key={index} className={classes.legend}>
          {items.map((item) => (
            <li key={item.key} className={classes.legendItem} data-zone={item.zoneId}>
              {item.look ? <SeatSwatch look={item.look} /> : null}
              {item.text}
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
