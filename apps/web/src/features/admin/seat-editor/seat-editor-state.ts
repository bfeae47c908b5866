import {
  renumberRow,
  type NumberingScheme,
  type SeatMapDocument,
  type SeatMapSeat,
  type SeatMapSection,
} from '@theatre/seating';
import {
  allSeatKeys,
  fitDocument,
  parseSeatKey,
  seatAt,
  withSection,
  type SeatKey,
} from './seat-editor-document';

/*
 * The seat-map editor's state: the document with its history (undo and redo over the whole
 * document), and the selected seats (not part of the history: an undo keeps the selection that
 * still names seats).
 */

/** The flags a seat carries in the document. */
export const seatFlags = ['wheelchair', 'companion', 'restricted_view'] as const;
export type SeatFlag = (typeof seatFlags)[number];

/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 100;

export interface SeatEditorState {
  past: readonly SeatMapDocument[];
  present: SeatMapDocument;
  future: readonly SeatMapDocument[];
  selection: ReadonlySet<SeatKey>;
}

export type SeatEditorAction =
  /** A map from the server (loaded or saved): a fresh history. */
  | { type: 'load'; document: SeatMapDocument }
  /** A whole new document (an import): undoable. */
  | { type: 'replace'; document: SeatMapDocument }
  | { type: 'add_section'; section: SeatMapSection }
  /** A click: only this seat, or (additive) this seat toggled in the selection. */
  | { type: 'select'; key: SeatKey; additive: boolean }
  | { type: 'select_row'; section: number; row: number; additive: boolean }
  | { type: 'select_section'; section: number; additive: boolean }
  | { type: 'select_all' }
  | { type: 'clear_selection' }
  | { type: 'move'; dx: number; dy: number }
  | { type: 'relabel'; key: SeatKey; label: string }
  | { type: 'renumber_row'; section: number; row: number; scheme: NumberingScheme; first: number }
  | { type: 'delete' }
  | { type: 'flag'; flag: SeatFlag; value: boolean }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialEditorState(document: SeatMapDocument): SeatEditorState {
  return { past: [], present: document, future: [], selection: new Set() };
}

/** A new present: the old one goes into the past, the future is dropped. */
function commit(state: SeatEditorState, next: SeatMapDocument): SeatEditorState {
  if (next === state.present) return state;
  return {
    ...state,
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  };
}

/** The selection without keys that no longer name a seat. */
function pruned(doc: SeatMapDocument, selection: ReadonlySet<SeatKey>): ReadonlySet<SeatKey> {
  const kept = [...selection].filter((key) => seatAt(doc, key) !== undefined);
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The document with `change` applied to every selected seat. */
function mapSelected(
  doc: SeatMapDocument,
  selection: ReadonlySet<SeatKey>,
  change: (seat: SeatMapSeat) => SeatMapSeat,
): SeatMapDocument {
  if (selection.size === 0) return doc;
  return {
    ...doc,
    sections: doc.sections.map((section, s) => ({
      ...section,
      rows: section.rows.map((row, r) => ({
        ...row,
        seats: row.seats.map((seat, i) =>
          selection.has(`${String(s)}:${String(r)}:${String(i)}`) ? change(seat) : seat,
        ),
      })),
    })),
  };
}

function keysOfRow(doc: SeatMapDocument, s: number, r: number): SeatKey[] {
  return (doc.sections[s]?.rows[r]?.seats ?? []).map(
    (_, i) => `${String(s)}:${String(r)}:${String(i)}`,
  );
}

function selectKeys(
  state: SeatEditorState,
  keys: readonly SeatKey[],
  additive: boolean,
): SeatEditorState {
  const selection = new Set(additive ? state.selection : []);
  for (const key of keys) selection.add(key);
  return { ...state, selection };
}

/** Blocks numbered 0, 1, … along each row again, as the document's rules want them. */
function normaliseBlocks(section: SeatMapSection): SeatMapSection {
  return {
    ...section,
    rows: section.rows.map((row) => {
      let block = -1;
      let last: number | undefined;
      return {
        ...row,
        seats: row.seats.map((seat) => {
          if (seat.block !== last) {
            block += 1;
            last = seat.block;
          }
          return seat.block === block ? seat : { ...seat, block };
        }),
      };
    }),
  };
}

function deleteSelected(doc: SeatMapDocument, selection: ReadonlySet<SeatKey>): SeatMapDocument {
  if (selection.size === 0) return doc;
  const sections = doc.sections
    .map((section, s) =>
      normaliseBlocks({
        ...section,
        rows: section.rows
          .map((row, r) => ({
            ...row,
            seats: row.seats.filter(
              (_, i) => !selection.has(`${String(s)}:${String(r)}:${String(i)}`),
            ),
          }))
          .filter((row) => row.seats.length > 0),
      }),
    )
    .filter((section) => section.rows.length > 0);
  return { ...doc, sections };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function seatEditorReducer(
  state: SeatEditorState,
  action: SeatEditorAction,
): SeatEditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.document);
    case 'replace':
      return { ...commit(state, action.document), selection: new Set() };
    case 'add_section':
      return commit(state, withSection(state.present, action.section));
    case 'select': {
      if (seatAt(state.present, action.key) === undefined) return state;
      if (!action.additive) return { ...state, selection: new Set([action.key]) };
      const selection = new Set(state.selection);
      if (selection.has(action.key)) selection.delete(action.key);
      else selection.add(action.key);
      return { ...state, selection };
    }
    case 'select_row':
      return selectKeys(
        state,
        keysOfRow(state.present, action.section, action.row),
        action.additive,
      );
    case 'select_section': {
      const rows = state.present.sections[action.section]?.rows ?? [];
      const keys = rows.flatMap((_, r) => keysOfRow(state.present, action.section, r));
      return selectKeys(state, keys, action.additive);
    }
    case 'select_all':
      return { ...state, selection: new Set(allSeatKeys(state.present)) };
    case 'clear_selection':
      return state.selection.size === 0 ? state : { ...state, selection: new Set() };
    case 'move': {
      if (state.selection.size === 0 || (action.dx === 0 && action.dy === 0)) return state;
      const moved = mapSelected(state.present, state.selection, (seat) => ({
        ...seat,
        x: round(seat.x + action.dx),
        y: round(seat.y + action.dy),
      }));
      return commit(state, fitDocument(moved));
    }
    case 'relabel': {
      const seat = seatAt(state.present, action.key);
      const label = action.label.trim();
      if (!seat || label === '' || label === seat.label) return state;
      return commit(
        state,
        mapSelected(state.present, new Set([action.key]), (s) => ({ ...s, label })),
      );
    }
    case 'renumber_row': {
      const section = state.present.sections[action.section];
      const row = section?.rows[action.row];
      if (!section || !row) return state;
      const renumbered = renumberRow(row, action.scheme, action.first);
      const sections = state.present.sections.map((s, si) =>
        si !== action.section
          ? s
          : { ...s, rows: s.rows.map((r, ri) => (ri === action.row ? renumbered : r)) },
      );
      return commit(state, { ...state.present, sections });
    }
    case 'delete':
      if (state.selection.size === 0) return state;
      return {
        ...commit(state, deleteSelected(state.present, state.selection)),
        selection: new Set(),
      };
    case 'flag': {
      const { flag, value } = action;
      if (state.selection.size === 0) return state;
      return commit(
        state,
        mapSelected(state.present, state.selection, (seat) => ({ ...seat, [flag]: value })),
      );
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        selection: pruned(previous, state.selection),
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        past: [...state.past, state.present],
        present: next,
        future: rest,
        selection: pruned(next, state.selection),
      };
    }
  }
}

/** The selected seats' places, in document order. */
export function selectedPlaces(state: SeatEditorState): [number, number, number][] {
  return [...state.selection]
    .map(parseSeatKey)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
}
