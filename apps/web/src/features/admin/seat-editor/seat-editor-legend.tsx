import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './seat-editor.module.css';

/** One swatch of the legend: the seat's look as the map draws it. */
function Swatch({ children, kind }: { children: ReactNode; kind?: string }) {
  return (
    <svg width={22} height={22} viewBox="-11 -11 22 22" aria-hidden focusable="false">
      <g
        className={kind === 'preview' ? classes.preview : classes.seat}
        data-selected={kind === 'selected' || undefined}
        data-restricted={kind === 'restricted' || undefined}
      >
        {children}
      </g>
    </svg>
  );
}

/** What the map's seat shapes and colours mean. */
export function SeatEditorLegend() {
  const { t } = useAdminTranslation();
  const r = 7;
  const circle = <circle r={r} className={classes.seatBody} />;
  const items: [string, ReactNode][] = [
    ['seat', <Swatch key="seat">{circle}</Swatch>],
    [
      'selected',
      <Swatch key="selected" kind="selected">
        {circle}
      </Swatch>,
    ],
    [
      'wheelchair',
      <Swatch key="wheelchair">
        <rect x={-r} y={-r} width={2 * r} height={2 * r} rx={2} className={classes.seatBody} />
      </Swatch>,
    ],
    [
      'companion',
      <Swatch key="companion">
        <circle r={r * 0.75} className={classes.seatBody} />
        <circle r={r * 1.3} className={classes.companionRing} />
      </Swatch>,
    ],
    [
      'restricted_view',
      <Swatch key="restricted" kind="restricted">
        {circle}
        <line x1={-r} y1={r} x2={r} y2={-r} className={classes.restrictedLine} />
      </Swatch>,
    ],
    [
      'preview',
      <Swatch key="preview" kind="preview">
        {circle}
      </Swatch>,
    ],
  ];
  return (
    <div>
      <Text size="sm" fw={600} id="seat-legend-title">
        {t('seat_editor.legend.title')}
      </Text>
      <ul className={classes.legend} aria-labelledby="seat-legend-title">
        {items.map(([key, swatch]) => (
          <li key={key} className={classes.legendItem}>
            {swatch}
            {t(`seat_editor.legend.${key}` as 'seat_editor.legend.seat')}
          </li>
        ))}
      </ul>
    </div>
  );
}
