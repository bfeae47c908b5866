import { countSeats, type SeatMapDocument, type SeatMapSeat } from '@theatre/seating';
import { memo, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { seatAt, seatKey, seatSpacingOf, type SeatKey } from './seat-editor-document';
import { arrowDirections, neighbourSeat, stepOf } from './seat-editor-navigation';
import { seatFlags } from './seat-editor-state';
import classes from './seat-editor.module.css';

interface SeatEditorCanvasProps {
  doc: SeatMapDocument;
  selection: ReadonlySet<SeatKey>;
  /** The seat that takes the keyboard's focus (roving: the others are out of the tab order). */
  focusKey: SeatKey | null;
  /** Sections from this index on are a preview: drawn faintly, not selectable. */
  previewFrom?: number;
  step: number;
  onFocusKey: (key: SeatKey) => void;
  onSelect: (key: SeatKey, additive: boolean) => void;
  onMove: (dx: number, dy: number) => void;
}

interface SeatProps {
  seat: SeatMapSeat;
  seatId: SeatKey;
  r: number;
  name: string;
  selected: boolean;
  focusable: boolean;
  preview: boolean;
}

/** One seat: a circle (a square for a wheelchair place) with its label. */
const Seat = memo(function Seat({
  seat,
  seatId,
  r,
  name,
  selected,
  focusable,
  preview,
}: SeatProps) {
  const shape = seat.wheelchair ? (
    <rect x={-r} y={-r} width={2 * r} height={2 * r} rx={r * 0.25} className={classes.seatBody} />
  ) : (
    <circle r={r} className={classes.seatBody} />
  );
  if (preview) {
    return (
      <g transform={`translate(${String(seat.x)} ${String(seat.y)})`} className={classes.preview}>
        {shape}
      </g>
    );
  }
  return (
    <g
      transform={`translate(${String(seat.x)} ${String(seat.y)})`}
      className={classes.seat}
      data-seat-key={seatId}
      data-selected={selected || undefined}
      data-restricted={seat.restricted_view || undefined}
      data-companion={seat.companion || undefined}
      role="checkbox"
      aria-checked={selected}
      aria-label={name}
      tabIndex={focusable ? 0 : -1}
    >
      {shape}
      {seat.companion ? (
        <circle r={r * 1.15} className={classes.companionRing} aria-hidden="true" />
      ) : null}
      {seat.restricted_view ? (
        <line x1={-r} y1={r} x2={r} y2={-r} className={classes.restrictedLine} aria-hidden="true" />
      ) : null}
      <text
        className={classes.seatLabel}
        fontSize={r * (seat.label.length > 2 ? 0.7 : 0.95)}
        textAnchor="middle"
        dominantBaseline="central"
        aria-hidden="true"
      >
        {seat.label}
      </text>
    </g>
  );
});

/**
 * The hall's map as the editor draws it: the stage at the top, each row's label at its left,
 * the seats with their labels. Seats are checkboxes (selected or not) in one roving tab stop:
 * the arrows move the focus between seats, Space or Enter toggles the focused one, Alt with an
 * arrow moves the selection by the step. A click selects one seat, with Shift, Ctrl or ⌘ it adds
 * or removes it.
 */
export function SeatEditorCanvas({
  doc,
  selection,
  focusKey,
  previewFrom,
  step,
  onFocusKey,
  onSelect,
  onMove,
}: SeatEditorCanvasProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const svg = useRef<SVGSVGElement>(null);
  const focusPending = useRef(false);
  const r = seatSpacingOf(doc) * 0.42;
  const firstKey = doc.sections[0]?.rows[0]?.seats[0] ? seatKey(0, 0, 0) : null;
  const tabKey = focusKey !== null && seatAt(doc, focusKey) ? focusKey : firstKey;
  const shownSeats = countSeats({ sections: doc.sections.slice(0, previewFrom) });

  // After an arrow key, the newly focused seat takes the browser's focus.
  useEffect(() => {
    if (!focusPending.current || !focusKey) return;
    focusPending.current = false;
    svg.current?.querySelector<SVGGElement>(`[data-seat-key="${focusKey}"]`)?.focus();
  }, [focusKey, doc]);

  const keyOf = (target: EventTarget | null): SeatKey | null =>
    target instanceof Element
      ? (target.closest('[data-seat-key]')?.getAttribute('data-seat-key') ?? null)
      : null;

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    const key = keyOf(event.target);
    if (!key) return;
    onFocusKey(key);
    onSelect(key, event.shiftKey || event.ctrlKey || event.metaKey);
  };

  const handleKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const key = keyOf(event.target);
    if (!key) return;
    const direction = arrowDirections[event.key];
    if (direction) {
      event.preventDefault();
      if (event.altKey) {
        const [dx, dy] = stepOf(direction, step);
        onMove(dx, dy);
        return;
      }
      const next = neighbourSeat(doc, key, direction);
      focusPending.current = true;
      onFocusKey(next);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onSelect(key, true);
    }
  };

  const { stage } = doc;
  return (
    <div className={classes.mapScroll}>
      <svg
        ref={svg}
        className={classes.map}
        viewBox={`0 0 ${String(doc.width)} ${String(doc.height)}`}
        style={{ aspectRatio: `${String(doc.width)} / ${String(doc.height)}` }}
        role="group"
        aria-label={t('seat_editor.map_label', { count: shownSeats })}
        data-testid="seat-editor-map"
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        <rect x={0} y={0} width={doc.width} height={doc.height} className={classes.floor} />
        <g aria-hidden="true">
          <rect
            x={stage.x}
            y={stage.y}
            width={stage.width}
            height={stage.height}
            rx={4}
            className={classes.stage}
          />
          <text
            x={stage.x + stage.width / 2}
            y={stage.y + stage.height / 2}
            textAnchor="middle"
            dominantBaseline="central"
            className={classes.stageLabel}
            fontSize={Math.min(14, stage.height * 0.4)}
          >
            {t('seat_editor.stage')}
          </text>
        </g>
        {doc.sections.map((section, s) => {
          const preview = previewFrom !== undefined && s >= previewFrom;
          const sectionName =
            locale === 'en' && section.name_en.trim() !== '' ? section.name_en : section.name;
          return (
            <g key={s} data-section={s} data-preview={preview || undefined}>
              {section.rows.map((row, ri) => {
                const first = row.seats[0];
                return (
                  <g key={ri}>
                    {first ? (
                      <text
                        x={first.x - r * 2.2}
                        y={first.y}
                        textAnchor="end"
                        dominantBaseline="central"
                        fontSize={r * 0.9}
                        className={classes.rowLabel}
                        aria-hidden="true"
                      >
                        {row.label}
                      </text>
                    ) : null}
                    {row.seats.map((seat, i) => {
                      const key = seatKey(s, ri, i);
                      const flags = seatFlags
                        .filter((flag) => seat[flag] === true)
                        .map((flag) => t(`seat_editor.seat_flags.${flag}`));
                      const name = [
                        t('seat_editor.seat_name', {
                          section: sectionName,
                          row: row.label,
                          seat: seat.label,
                        }),
                        ...flags,
                      ].join(', ');
                      return (
                        <Seat
                          key={i}
                          seat={seat}
                          seatId={key}
                          r={r}
                          name={name}
                          selected={selection.has(key)}
                          focusable={key === tabKey}
                          preview={preview}
                        />
                      );
                    })}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
