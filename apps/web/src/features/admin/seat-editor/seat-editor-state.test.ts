import { generateSection, validateSeatMap, type SeatMapDocument } from '@theatre/seating';
import { describe, expect, it } from 'vitest';
import {
  emptySeatMap,
  fitDocument,
  nextSectionOrigin,
  placeOfPath,
  seatAt,
} from './seat-editor-document';
import {
  HISTORY_LIMIT,
  initialEditorState,
  seatEditorReducer,
  type SeatEditorAction,
  type SeatEditorState,
} from './seat-editor-state';
import { neighbourSeat, stepOf } from './seat-editor-navigation';

function section(rows = 2, seats = 4, name = 'Földszint') {
  return generateSection({
    name,
    name_en: `${name} (en)`,
    rows,
    seatsPerRow: seats,
    numbering: 'straight',
    origin: { x: 200, y: 80 },
    seatSpacing: 20,
    rowSpacing: 24,
  });
}

function run(state: SeatEditorState, ...actions: SeatEditorAction[]): SeatEditorState {
  return actions.reduce(seatEditorReducer, state);
}

function withOneSection(): SeatEditorState {
  return run(initialEditorState(emptySeatMap('Kamara')), {
    type: 'add_section',
    section: section(),
  });
}

const labels = (doc: SeatMapDocument, s = 0, r = 0) =>
  doc.sections[s]?.rows[r]?.seats.map((seat) => seat.label);

describe('the seat-map editor state', () => {
  it('adds a generated section as one undoable step, and the map is then sound', () => {
    const state = withOneSection();
    expect(state.present.sections).toHaveLength(1);
    expect(labels(state.present)).toEqual(['1', '2', '3', '4']);
    expect(validateSeatMap(state.present)).toEqual([]);
    const undone = run(state, { type: 'undo' });
    expect(undone.present.sections).toHaveLength(0);
    const redone = run(undone, { type: 'redo' });
    expect(redone.present).toBe(state.present);
  });

  it('selects by click, adds with a modifier, and selects rows and sections', () => {
    let state = run(withOneSection(), { type: 'select', key: '0:0:1', additive: false });
    expect([...state.selection]).toEqual(['0:0:1']);
    state = run(state, { type: 'select', key: '0:1:2', additive: true });
    expect([...state.selection].sort()).toEqual(['0:0:1', '0:1:2']);
    state = run(state, { type: 'select', key: '0:0:1', additive: true });
    expect([...state.selection]).toEqual(['0:1:2']);
    state = run(state, { type: 'select', key: '0:0:3', additive: false });
    expect([...state.selection]).toEqual(['0:0:3']);
    state = run(state, { type: 'select_row', section: 0, row: 1, additive: false });
    expect(state.selection.size).toBe(4);
    state = run(state, { type: 'select_section', section: 0, additive: false });
    expect(state.selection.size).toBe(8);
    state = run(state, { type: 'clear_selection' });
    expect(state.selection.size).toBe(0);
    // A key that names no seat selects nothing.
    expect(run(state, { type: 'select', key: '3:0:0', additive: false }).selection.size).toBe(0);
  });

  it('moves the selected seats by a step, and undo puts them back', () => {
    const start = run(withOneSection(), { type: 'select', key: '0:0:0', additive: false });
    const before = seatAt(start.present, '0:0:0');
    const moved = run(start, { type: 'move', dx: 5, dy: 0 });
    expect(seatAt(moved.present, '0:0:0')?.x).toBe((before?.x ?? 0) + 5);
    expect(seatAt(moved.present, '0:0:1')).toEqual(seatAt(start.present, '0:0:1'));
    expect(run(moved, { type: 'undo' }).present).toBe(start.present);
    // Nothing selected: nothing moves and nothing enters the history.
    const none = run(withOneSection(), { type: 'move', dx: 5, dy: 5 });
    expect(none.past).toHaveLength(1);
  });

  it('keeps moved seats inside the drawing, shifting the map when they leave it', () => {
    const start = run(withOneSection(), { type: 'select_section', section: 0, additive: false });
    const moved = run(start, { type: 'move', dx: -1000, dy: 500 });
    expect(validateSeatMap(moved.present)).toEqual([]);
    expect(moved.present.height).toBeGreaterThan(start.present.height);
  });

  it('relabels one seat and renumbers a row odd and even', () => {
    let state = run(withOneSection(), { type: 'relabel', key: '0:0:2', label: ' 12 ' });
    expect(labels(state.present)).toEqual(['1', '2', '12', '4']);
    // An empty label or the same label changes nothing.
    expect(run(state, { type: 'relabel', key: '0:0:2', label: '' })).toBe(state);
    expect(run(state, { type: 'relabel', key: '0:0:2', label: '12' })).toBe(state);
    state = run(state, { type: 'renumber_row', section: 0, row: 0, scheme: 'odd_even', first: 1 });
    expect(labels(state.present)).toEqual(['3', '1', '2', '4']);
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(labels(state.present)).toEqual(['1', '2', '3', '4']);
  });

  it('flags and unflags the selected seats', () => {
    let state = run(
      withOneSection(),
      { type: 'select', key: '0:0:0', additive: false },
      { type: 'select', key: '0:0:1', additive: true },
      { type: 'flag', flag: 'wheelchair', value: true },
    );
    expect(seatAt(state.present, '0:0:0')?.wheelchair).toBe(true);
    expect(seatAt(state.present, '0:0:1')?.wheelchair).toBe(true);
    expect(seatAt(state.present, '0:0:2')?.wheelchair).toBeUndefined();
    state = run(state, { type: 'flag', flag: 'wheelchair', value: false });
    expect(seatAt(state.present, '0:0:0')?.wheelchair).toBe(false);
    state = run(state, { type: 'undo' });
    expect(seatAt(state.present, '0:0:0')?.wheelchair).toBe(true);
  });

  it('deletes the selected seats, renumbers the blocks and drops empty rows and sections', () => {
    const aisled = generateSection({
      name: 'Erkély',
      name_en: 'Balcony',
      rows: 2,
      seatsPerRow: 4,
      numbering: 'straight',
      aisles: [2],
      origin: { x: 200, y: 80 },
      seatSpacing: 20,
      rowSpacing: 24,
    });
    let state = run(
      initialEditorState(emptySeatMap('Kamara')),
      { type: 'add_section', section: aisled },
      { type: 'select', key: '0:0:0', additive: false },
      { type: 'select', key: '0:0:1', additive: true },
      { type: 'delete' },
    );
    expect(state.present.sections[0]?.rows[0]?.seats.map((seat) => seat.block)).toEqual([0, 0]);
    expect(state.selection.size).toBe(0);
    expect(validateSeatMap(state.present)).toEqual([]);
    state = run(
      state,
      { type: 'select_row', section: 0, row: 0, additive: false },
      { type: 'delete' },
    );
    expect(state.present.sections[0]?.rows).toHaveLength(1);
    state = run(state, { type: 'select_section', section: 0, additive: false }, { type: 'delete' });
    expect(state.present.sections).toHaveLength(0);
  });

  it('drops the redo steps on a new change, prunes the selection on undo, and caps the history', () => {
    let state = run(
      withOneSection(),
      { type: 'add_section', section: section(1, 3, 'Erkély') },
      { type: 'select', key: '1:0:2', additive: false },
      { type: 'undo' },
    );
    expect(state.future).toHaveLength(1);
    expect(state.selection.size).toBe(0);
    state = run(state, { type: 'relabel', key: '0:0:0', label: 'A' });
    expect(state.future).toHaveLength(0);
    expect(run(state, { type: 'redo' })).toBe(state);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) {
      state = run(state, { type: 'relabel', key: '0:0:0', label: `L${String(i)}` });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('replaces the document with an import as one undoable step, and a load starts afresh', () => {
    const start = withOneSection();
    const imported = { ...emptySeatMap('Import'), sections: [section(1, 2, 'Páholy')] };
    const replaced = run(start, { type: 'replace', document: imported });
    expect(replaced.present).toBe(imported);
    expect(run(replaced, { type: 'undo' }).present).toBe(start.present);
    const loaded = run(replaced, { type: 'load', document: imported });
    expect(loaded.past).toHaveLength(0);
    expect(loaded.future).toHaveLength(0);
  });
});

describe('the document helpers', () => {
  it('puts a new section below the seats there are, or below the stage', () => {
    const empty = emptySeatMap('Kamara');
    expect(nextSectionOrigin(empty, 24)).toEqual({ x: 200, y: 80 });
    const one = withOneSection().present;
    expect(nextSectionOrigin(one, 24).y).toBeGreaterThan(80 + 24);
  });

  it('grows the drawing to hold a wide section, shifting it right of the margin', () => {
    const wide = generateSection({
      name: 'Széles',
      name_en: 'Wide',
      rows: 1,
      seatsPerRow: 40,
      numbering: 'straight',
      origin: { x: 200, y: 80 },
      seatSpacing: 20,
      rowSpacing: 24,
    });
    const fitted = fitDocument({ ...emptySeatMap('Kamara'), sections: [wide] });
    expect(validateSeatMap(fitted)).toEqual([]);
    expect(fitted.width).toBeGreaterThan(800);
    expect(fitted.stage.x).toBeGreaterThan(100);
  });
});

describe('keyboard navigation between seats', () => {
  const doc = run(withOneSection(), {
    type: 'add_section',
    section: section(1, 2, 'Erkély'),
  }).present;

  it('steps along the row and stops at its ends', () => {
    expect(neighbourSeat(doc, '0:0:0', 'right')).toBe('0:0:1');
    expect(neighbourSeat(doc, '0:0:0', 'left')).toBe('0:0:0');
    expect(neighbourSeat(doc, '0:0:3', 'right')).toBe('0:0:3');
  });

  it('steps to the nearest seat of the next or previous row, across sections', () => {
    expect(neighbourSeat(doc, '0:0:2', 'down')).toBe('0:1:2');
    expect(neighbourSeat(doc, '0:1:0', 'up')).toBe('0:0:0');
    expect(neighbourSeat(doc, '0:0:0', 'up')).toBe('0:0:0');
    // The balcony's two seats sit in the middle: the nearest one across.
    expect(neighbourSeat(doc, '0:1:3', 'down')).toBe('1:0:1');
    expect(neighbourSeat(doc, '1:0:0', 'down')).toBe('1:0:0');
  });

  it('turns a direction into a move', () => {
    expect(stepOf('left', 5)).toEqual([-5, 0]);
    expect(stepOf('down', 2)).toEqual([0, 2]);
  });
});

describe('the place a save problem names', () => {
  const doc = withOneSection().present;

  it('reads the section, row and seat from the path', () => {
    expect(placeOfPath(doc, 'sections.0.rows.1.seats.2.label')).toEqual({
      section: { name: 'Földszint', name_en: 'Földszint (en)' },
      row: '2',
      seat: '3',
    });
    expect(placeOfPath(doc, 'sections.0.name')).toEqual({
      section: { name: 'Földszint', name_en: 'Földszint (en)' },
    });
    expect(placeOfPath(doc, 'stage')).toEqual({});
    expect(placeOfPath(doc, 'sections.4.rows.0')).toEqual({});
  });
});
