import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { AdminPerformanceSeatsReply, SeatAssignmentBody } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useMemo, useState } from 'react';
import type { ZoneStyle } from '../../../components/seat-map/seat-look';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { inLocale } from '../../../lib/translated';
import { blockReasons, zoneName } from '../shared/admin-seat-map';
import { useAssignSeats } from '../shared/performance-seats-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './programme.module.css';

interface ProgrammeSeatToolsProps {
  eventId: number;
  data: AdminPerformanceSeatsReply;
  zones: readonly ZoneStyle[];
  selected: ReadonlySet<number>;
  onAdd: (ids: readonly number[]) => void;
  onClear: () => void;
}

const whole = '';

/**
 * What is done to the selected seats: a row or a whole section added to the selection (the
 * keyboard's way, beside the list), then a zone given, a block with a reason, or a release.
 */
export function ProgrammeSeatTools({
  eventId,
  data,
  zones,
  selected,
  onAdd,
  onClear,
}: ProgrammeSeatToolsProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const assign = useAssignSeats(eventId);
  const sections = useMemo(() => {
    const found = new Map<string, { name: string; rows: string[] }>();
    for (const seat of data.seats) {
      const section = found.get(seat.section) ?? {
        name: inLocale(locale, seat.section, seat.section_en),
        rows: [],
      };
      if (!section.rows.includes(seat.row)) section.rows.push(seat.row);
      found.set(seat.section, section);
    }
    return found;
  }, [data.seats, locale]);
  const [sectionKey, setSectionKey] = useState('');
  const [row, setRow] = useState(whole);
  const [zone, setZone] = useState('');
  const [reason, setReason] = useState<string>(blockReasons[0]);
  const section = sections.get(sectionKey) ?? [...sections.values()][0];
  const chosenSection = sections.has(sectionKey) ? sectionKey : ([...sections.keys()][0] ?? '');
  const chosenZone = zones.some((item) => String(item.id) === zone)
    ? zone
    : String(zones[0]?.id ?? '');
  const count = selected.size;

  const selectPart = () => {
    onAdd(
      data.seats
        .filter(
          (seat) =>
            seat.section === chosenSection &&
            (row === whole || seat.row === row) &&
            (seat.status === 'free' || seat.status === 'blocked'),
        )
        .map((seat) => seat.id),
    );
  };

  const apply = (change: Omit<SeatAssignmentBody['changes'][number], 'seat_ids'>) => {
    if (count === 0 || assign.isPending) return;
    assign.mutate(
      { changes: [{ seat_ids: [...selected], ...change }] },
      {
        onSuccess: () => {
          notify({ tone: 'success', message: t('seats.panel.saved') });
          onClear();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('seats.panel.select_title')}
      </Title>
      <div className={classes.seatTools}>
        <NativeSelect
          className={classes.seatField}
          label={t('seats.panel.section')}
          value={chosenSection}
          onChange={(event) => {
            setSectionKey(event.currentTarget.value);
            setRow(whole);
          }}
          data={[...sections.entries()].map(([key, item]) => ({ value: key, label: item.name }))}
        />
        <NativeSelect
          className={classes.seatField}
          label={t('seats.panel.row')}
          value={row}
          onChange={(event) => {
            setRow(event.currentTarget.value);
          }}
          data={[
            { value: whole, label: t('seats.panel.whole_section') },
            ...(section?.rows ?? []).map((label) => ({ value: label, label })),
          ]}
        />
        <Button variant="default" onClick={selectPart}>
          {t('seats.panel.add')}
        </Button>
      </div>
      <Group gap="sm" align="center">
        <Text fw={600} role="status" aria-live="polite">
          {count === 0 ? t('seats.panel.none_selected') : t('seats.panel.selected', { count })}
        </Text>
        {count > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('seats.panel.clear')}
          </Button>
        ) : null}
      </Group>
      <div className={classes.seatTools}>
        <NativeSelect
          className={classes.seatField}
          label={t('seats.panel.zone')}
          value={chosenZone}
          onChange={(event) => {
            setZone(event.currentTarget.value);
          }}
          data={zones.map((item) => ({
            value: String(item.id),
            label: `${zoneName(item, locale)} – ${formatPrice(item.price)}`,
          }))}
        />
        <Button
          disabled={count === 0 || chosenZone === ''}
          loading={assign.isPending}
          onClick={() => {
            apply({ ticket_type_id: Number(chosenZone) });
          }}
        >
          {t('seats.panel.assign')}
        </Button>
      </div>
      <div className={classes.seatTools}>
        <NativeSelect
          className={classes.seatField}
          label={t('seats.panel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
          }}
          data={blockReasons.map((code) => ({
            value: code,
            label: t(`seats.panel.reasons.${code}`),
          }))}
        />
        <Button
          color="red.8"
          disabled={count === 0}
          loading={assign.isPending}
          onClick={() => {
            apply({ blocked_reason: reason });
          }}
        >
          {t('seats.panel.block')}
        </Button>
        <Button
          variant="outline"
          disabled={count === 0}
          loading={assign.isPending}
          onClick={() => {
            apply({ blocked_reason: null });
          }}
        >
          {t('seats.panel.release')}
        </Button>
      </div>
    </Stack>
  );
}
