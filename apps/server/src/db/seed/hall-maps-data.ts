import { generateSection, type SeatMapSection } from '@theatre/seating';
import type { SeatMapInput } from '../seat-map-store.js';

/**
 * The demo theatre's seat maps (pure data, drawn with the editor's generator): the main stage's
 * stalls numbered odd on one side and even on the other, its balcony and four boxes, wheelchair
 * places at the back of the stalls; the chamber hall numbered straight through. The studio stays
 * general admission.
 */

/** Where a zone's seats are: a section by index, optionally some of its rows (1-based labels). */
export interface ZonePlace {
  section: number;
  rows?: readonly [number, number];
}

/** A seated hall of the demo: its map, and where each ticket type name of its shows sits. */
export interface DemoHallMap {
  map: SeatMapInput;
  /** Ticket type name (Hungarian) → its seats; a name not here is a concession (`concessions`). */
  zones: Record<string, readonly ZonePlace[]>;
  /** Concession name → the zone names it applies to. */
  concessions: Record<string, readonly string[]>;
}

function box(name: string, nameEn: string, x: number, y: number): SeatMapSection {
  return {
    name,
    name_en: nameEn,
    rows: [
      {
        label: '1',
        seats: [0, 1, 2, 3].map((i) => ({ label: String(i + 1), x: x + i * 12, y, block: 0 })),
      },
    ],
  };
}

function mainStage(): SeatMapInput {
  const stalls = generateSection({
    name: 'Földszint',
    name_en: 'Stalls',
    rows: 16,
    seatsPerRow: [14, 14, 16, 16, 16, 16, 18, 18, 18, 18, 20, 20, 20, 20, 20, 16],
    numbering: 'odd_even',
    origin: { x: 240, y: 96 },
    seatSpacing: 12,
    rowSpacing: 15,
    curve: 1.2,
  });
  // The last row's two outer places on each side take a wheelchair, the next seat a companion.
  const last = stalls.rows.at(-1);
  if (last) {
    const n = last.seats.length;
    last.seats = last.seats.map((seat, i) => ({
      ...seat,
      wheelchair: i === 0 || i === n - 1,
      companion: i === 1 || i === n - 2,
    }));
  }
  const balcony = generateSection({
    name: 'Erkély',
    name_en: 'Balcony',
    rows: 5,
    seatsPerRow: 20,
    numbering: 'straight',
    aisles: [5, 15],
    origin: { x: 240, y: 372 },
    seatSpacing: 12,
    rowSpacing: 15,
    curve: 0.8,
  });
  return {
    width: 480,
    height: 470,
    stage: { x: 120, y: 16, width: 240, height: 40 },
    sections: [
      stalls,
      balcony,
      box('Bal 1. páholy', 'Left box 1', 18, 70),
      box('Bal 2. páholy', 'Left box 2', 18, 100),
      box('Jobb 1. páholy', 'Right box 1', 426, 70),
      box('Jobb 2. páholy', 'Right box 2', 426, 100),
    ],
  };
}

function chamberHall(): SeatMapInput {
  const stalls = generateSection({
    name: 'Földszint',
    name_en: 'Stalls',
    rows: 10,
    seatsPerRow: 10,
    numbering: 'straight',
    origin: { x: 120, y: 70 },
    seatSpacing: 14,
    rowSpacing: 16,
  });
  const gallery = generateSection({
    name: 'Karzat',
    name_en: 'Gallery',
    rows: 2,
    seatsPerRow: 10,
    numbering: 'straight',
    origin: { x: 120, y: 250 },
    seatSpacing: 14,
    rowSpacing: 16,
  });
  return {
    width: 240,
    height: 300,
    stage: { x: 40, y: 12, width: 160, height: 34 },
    sections: [stalls, gallery],
  };
}

const boxes: ZonePlace[] = [{ section: 2 }, { section: 3 }, { section: 4 }, { section: 5 }];

export const demoHallMaps: Record<string, DemoHallMap> = {
  nagyszinpad: {
    map: mainStage(),
    zones: {
      'VIP páholy': boxes,
      'Földszint 1–8. sor': [{ section: 0, rows: [1, 8] }, ...boxes],
      'Földszint 9–16. sor': [{ section: 0, rows: [9, 16] }],
      Erkély: [{ section: 1 }],
    },
    concessions: { Diákjegy: ['Földszint 9–16. sor', 'Erkély'] },
  },
  kamaraterem: {
    map: chamberHall(),
    zones: {
      Földszint: [{ section: 0 }],
      Karzat: [{ section: 1 }],
      'Földszint 1–6. sor': [{ section: 0, rows: [1, 6] }],
      'Földszint 7–10. sor, karzat': [{ section: 0, rows: [7, 10] }, { section: 1 }],
    },
    concessions: { Diákjegy: ['Karzat'] },
  },
};
