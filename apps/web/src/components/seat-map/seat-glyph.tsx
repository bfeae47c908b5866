import type { ReactNode } from 'react';
import type { ShownSeatStatus, ZoneMark } from './seat-look';
import classes from './seat-map.module.css';

/** What a seat's circle shows: its status and, when free, its zone's colour and mark. */
export interface SeatLook {
  status: ShownSeatStatus;
  colour: string;
  mark: ZoneMark;
  /** Best available's proposal, not held yet: a ring around it. */
  proposed?: boolean;
  /** Its hold or release is under way. */
  pending?: boolean;
}

const white = '#ffffff';

function zoneMark(mark: ZoneMark, r: number): ReactNode {
  const w = r * 0.32;
  const s = r * 0.55;
  switch (mark) {
    case 'solid':
      return null;
    case 'dot':
      return <circle r={r * 0.32} fill={white} />;
    case 'hbar':
      return <line x1={-s} x2={s} y1={0} y2={0} stroke={white} strokeWidth={w} />;
    case 'vbar':
      return <line x1={0} x2={0} y1={-s} y2={s} stroke={white} strokeWidth={w} />;
    case 'plus':
      return (
        <path d={`M${-s} 0H${s}M0 ${-s}V${s}`} stroke={white} strokeWidth={w * 0.8} fill="none" />
      );
    case 'ring':
      return <circle r={r * 0.45} fill="none" stroke={white} strokeWidth={w * 0.6} />;
  }
}

/** The seat's shape at the origin, radius `r` (the map translates it; the legend draws it alone). */
export function SeatShape({ look, r }: { look: SeatLook; r: number }) {
  const stroke = r * 0.18;
  let body: ReactNode;
  switch (look.status) {
    case 'free':
      body = (
        <>
          <circle r={r} fill={look.colour} />
          {zoneMark(look.mark, r)}
        </>
      );
      break;
    case 'mine':
      body = (
        <>
          <circle r={r} fill="#1a1a1a" stroke={look.colour} strokeWidth={stroke * 1.6} />
          <path
            d={`M${-r * 0.5} 0L${-r * 0.12} ${r * 0.4}L${r * 0.52} ${-r * 0.42}`}
            fill="none"
            stroke={white}
            strokeWidth={stroke * 1.4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      );
      break;
    case 'held':
      body = (
        <circle
          r={r - stroke / 2}
          fill={white}
          stroke="#5c5c5c"
          strokeWidth={stroke}
          strokeDasharray={`${r * 0.45} ${r * 0.3}`}
        />
      );
      break;
    case 'sold':
      body = (
        <g opacity={0.55}>
          <circle r={r} fill="#b8b8b8" />
          <path
            d={`M${-r * 0.5} ${-r * 0.5}L${r * 0.5} ${r * 0.5}M${r * 0.5} ${-r * 0.5}L${-r * 0.5} ${r * 0.5}`}
            stroke="#3d3d3d"
            strokeWidth={stroke}
          />
        </g>
      );
      break;
    case 'blocked':
      body = (
        <g opacity={0.55}>
          <circle r={r - stroke / 2} fill="#e3e3e3" stroke="#6b6b6b" strokeWidth={stroke} />
          <line x1={-r * 0.5} x2={r * 0.5} y1={0} y2={0} stroke="#3d3d3d" strokeWidth={stroke} />
        </g>
      );
      break;
  }
  return (
    <>
      {body}
      {look.proposed ? (
        <circle r={r * 1.45} fill="none" stroke="#b45f00" strokeWidth={stroke * 1.5} />
      ) : null}
      {look.pending ? (
        <circle
          r={r * 1.4}
          fill="none"
          stroke="#1a1a1a"
          strokeWidth={stroke}
          strokeDasharray={`${r * 0.5} ${r * 0.35}`}
          className={classes.pendingRing}
        />
      ) : null}
    </>
  );
}

/** A seat's look as a small picture for the legend. */
export function SeatSwatch({ look }: { look: SeatLook }) {
  return (
    <svg width={24} height={24} viewBox="-12 -12 24 24" aria-hidden focusable="false">
      <SeatShape look={look} r={7} />
    </svg>
  );
}
