import { Group, List, Text } from '@mantine/core';
import type { SeatReport, SeatReportState } from '@theatre/contracts';
import { seatReportStates } from '@theatre/contracts';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';

/*
 * The seat report's small map: every seat of the performance where the hall's map puts it, drawn
 * by its state. A state has a shape of its own as well as a colour (an empty circle, a diamond, a
 * square, a square with a tick, a cross), so the map and its key read without colours too.
 */

const look: Record<SeatReportState, { colour: string }> = {
  free: { colour: '#868e96' },
  held: { colour: '#e8590c' },
  sold: { colour: '#1864ab' },
  checked_in: { colour: '#2b8a3e' },
  blocked: { colour: '#495057' },
};

/** A state's mark, centred on (x, y), `r` its half width. */
export function SeatGlyph({
  state,
  x,
  y,
  r,
}: {
  state: SeatReportState;
  x: number;
  y: number;
  r: number;
}) {
  const { colour } = look[state];
  switch (state) {
    case 'free':
      return <circle cx={x} cy={y} r={r * 0.85} fill="#fff" stroke={colour} strokeWidth={r / 3} />;
    case 'held':
      return (
        <polygon points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`} fill={colour} />
      );
    case 'sold':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={colour} />;
    case 'checked_in':
      return (
        <g>
          <rect x={x - r} y={y - r} width={r * 2} height={r * 2} fill={colour} />
          <path
            d={`M${x - r * 0.55},${y} L${x - r * 0.1},${y + r * 0.5} L${x + r * 0.6},${y - r * 0.5}`}
            fill="none"
            stroke="#fff"
            strokeWidth={r / 3}
          />
        </g>
      );
    case 'blocked':
      return (
        <path
          d={`M${x - r},${y - r} L${x + r},${y + r} M${x + r},${y - r} L${x - r},${y + r}`}
          stroke={colour}
          strokeWidth={r / 2.5}
        />
      );
  }
}

/** The key: each state's mark, name and count (the figures in words, not in colours). */
export function SeatMapLegend({ report }: { report: SeatReport }) {
  const { t } = useAdminTranslation();
  const counts = Object.fromEntries(seatReportStates.map((state) => [state, 0])) as Record<
    SeatReportState,
    number
  >;
  for (const seat of report.seats) counts[seat.state] += 1;
  return (
    <List
      listStyleType="none"
      aria-label={t('reports.seating.legend')}
      styles={{ root: { display: 'flex', flexWrap: 'wrap', gap: '4px 18px', paddingLeft: 0 } }}
    >
      {seatReportStates.map((state) => (
        <List.Item key={state}>
          <Group gap={6} wrap="nowrap">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <SeatGlyph state={state} x={8} y={8} r={6} />
            </svg>
            <Text size="sm">
              {t('reports.seating.legend_item', {
                state: t(`reports.seating.states.${state}`),
                count: counts[state],
              })}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The map, scaled to the width it has (at most its own size ×2). */
export function ReportSeatMap({ report }: { report: SeatReport }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const hall = locale === 'en' && report.hall_name_en ? report.hall_name_en : report.hall_name;
  const name = locale === 'en' && report.name_en ? report.name_en : report.name;
  const sections = new Map(
    report.sections.map((section) => [
      section.id,
      locale === 'en' && section.name_translations.en ? section.name_translations.en : section.name,
    ]),
  );
  const { stage } = report;
  const r = 4;
  return (
    <svg
      viewBox={`0 0 ${report.width} ${report.height}`}
      role="img"
      aria-label={t('reports.seating.map_label', { name, hall })}
      style={{ width: '100%', maxWidth: report.width * 2, height: 'auto', display: 'block' }}
    >
      <rect
        x={stage.x}
        y={stage.y}
        width={stage.width}
        height={stage.height}
        fill="#e9ecef"
        stroke="#868e96"
      />
      <text
        x={stage.x + stage.width / 2}
        y={stage.y + stage.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={Math.min(10, stage.height * 0.6)}
        fill="#212529"
      >
        {t('reports.seating.stage')}
      </text>
      {report.seats.map((seat) => (
        <g key={seat.id}>
          <title>
            {t('reports.seating.seat', {
              section: sections.get(seat.section_id) ?? '',
              row: seat.row,
              label: seat.label,
              state: t(`reports.seating.states.${seat.state}`),
            })}
          </title>
          <SeatGlyph state={seat.state} x={seat.x} y={seat.y} r={r} />
        </g>
      ))}
    </svg>
  );
}
