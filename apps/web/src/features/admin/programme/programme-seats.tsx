import { Card, Stack } from '@mantine/core';
import type { AdminPerformanceSeat, AdminPerformanceSeatsReply } from '@theatre/contracts';
import { useCallback, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { ShownSeatStatus } from '../../../components/seat-map/seat-look';
import { isNotFound } from '../../../lib/api-error';
import { AdminSeatMap, SeatViewSwitch, adminZones } from '../shared/admin-seat-map';
import { usePerformanceSeats } from '../shared/performance-seats-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { ProgrammeSection } from './programme-common';
import { ProgrammeSeatList } from './programme-seat-list';
import { ProgrammeSeatTools } from './programme-seat-tools';

/** A seat whose zone or block may change: not held, not sold. */
export function isEditable(seat: Pick<AdminPerformanceSeat, 'status'>): boolean {
  return seat.status === 'free' || seat.status === 'blocked';
}

const selectable = (_seat: AdminPerformanceSeat, shown: ShownSeatStatus) =>
  shown === 'free' || shown === 'blocked';

function SeatsPanel({ eventId, data }: { eventId: number; data: AdminPerformanceSeatsReply }) {
  const { t } = useAdminTranslation();
  const [view, setView] = useState<'map' | 'list'>('map');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const zones = useMemo(() => adminZones(data), [data]);
  const none = useMemo(() => new Set<number>(), []);

  const toggle = useCallback((seat: AdminPerformanceSeat) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(seat.id)) next.delete(seat.id);
      else next.add(seat.id);
      return next;
    });
  }, []);
  const add = useCallback((ids: readonly number[]) => {
    setSelected((current) => new Set([...current, ...ids]));
  }, []);
  // Seats that became held or sold meanwhile leave the selection.
  const editable = useMemo(
    () => new Set(data.seats.filter(isEditable).map((seat) => seat.id)),
    [data.seats],
  );
  const chosen = useMemo(
    () => new Set([...selected].filter((id) => editable.has(id))),
    [selected, editable],
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <ProgrammeSeatTools
          eventId={eventId}
          data={data}
          zones={zones}
          selected={chosen}
          onAdd={add}
          onClear={() => {
            setSelected(new Set());
          }}
        />
        <SeatViewSwitch view={view} onChange={setView} />
        {view === 'map' ? (
          <AdminSeatMap
            data={data}
            zones={zones}
            mine={none}
            marked={chosen}
            pending={none}
            isActive={selectable}
            onSeat={toggle}
            counts
            markedText={t('seats.status.selected')}
          />
        ) : (
          <ProgrammeSeatList data={data} zones={zones} selected={chosen} onSeat={toggle} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * A seated performance's seats (administrators): the map with each zone's counts, where seats
 * are selected (one by one, or a row or section at a time) and given a zone, blocked with a
 * reason or released for sale. Nothing for a general-admission performance.
 */
export function ProgrammeSeats({ eventId }: { eventId: number }) {
  const { t } = useAdminTranslation();
  const query = usePerformanceSeats(eventId);
  if (isNotFound(query.error)) return null;
  let content;
  if (query.data) {
    content = <SeatsPanel eventId={eventId} data={query.data} />;
  } else if (query.isError) {
    content = (
      <ErrorState
        message={t('seats.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    // General admission answers 404: nothing is shown until the answer says the hall is seated.
    return null;
  }
  return (
    <ProgrammeSection
      id="programme-seats"
      title={t('seats.panel.title')}
      intro={t('seats.panel.intro')}
    >
      {content}
    </ProgrammeSection>
  );
}
