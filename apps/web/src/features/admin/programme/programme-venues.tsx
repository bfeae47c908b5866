import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArmchair, IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminHall, AdminVenue } from '@theatre/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useDeleteHall, useDeleteVenue, useVenues } from './venues-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import {
  BackLink,
  localName,
  ProgrammeDialog,
  ProgrammeLoadError,
  ProgrammeLoading,
} from './programme-common';
import { ProgrammeDeleteDialog } from './programme-delete-dialog';
import { HallForm, VenueForm } from './programme-venue-forms';
import classes from './programme.module.css';

type Editing =
  | { kind: 'venue'; venue: AdminVenue | null }
  | { kind: 'hall'; venue: AdminVenue; hall: AdminHall | null }
  | null;

/** Edit and delete, named after what they act on; delete is off while it has performances. */
function RowActions({
  name,
  inUse,
  inUseText,
  onEdit,
  onDelete,
}: {
  name: string;
  inUse: boolean;
  inUseText: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('venues.edit', { name })}
        onClick={onEdit}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="lg"
        aria-label={t('venues.delete', { name })}
        title={inUse ? inUseText : undefined}
        disabled={inUse}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function Halls({
  venue,
  onEdit,
  onDelete,
}: {
  venue: AdminVenue;
  onEdit: (hall: AdminHall) => void;
  onDelete: (hall: AdminHall) => void;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const name = (hall: AdminHall) => localName(locale, hall.name, hall.name_en);
  const actions = (hall: AdminHall) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={adminPaths.seatMap(hall.id)}
        variant="subtle"
        size="lg"
        aria-label={t('seat_editor.open_named', { name: name(hall) })}
        title={t('seat_editor.open')}
      >
        <IconArmchair size={18} aria-hidden />
      </ActionIcon>
      <RowActions
        name={name(hall)}
        inUse={hall.performances > 0}
        inUseText={t('venues.hall_in_use')}
        onEdit={() => {
          onEdit(hall);
        }}
        onDelete={() => {
          onDelete(hall);
        }}
      />
    </Group>
  );
  const counts = (hall: AdminHall) =>
    t('venues.upcoming', { count: hall.performances, upcoming: hall.upcoming });

  if (venue.halls.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('venues.no_halls')}
      </Text>
    );
  }
  if (!wide) {
    return (
      <Stack component="ul" gap="xs" className={classes.plainList}>
        {venue.halls.map((hall) => (
          <Card component="li" key={hall.id} withBorder radius="sm" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{name(hall)}</Text>
                <Text size="sm">{t('venues.capacity_value', { capacity: hall.capacity })}</Text>
                <Text size="sm" c="dimmed">
                  {counts(hall)}
                </Text>
              </Stack>
              {actions(hall)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('venues.columns.hall')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('venues.columns.capacity')}
            </Table.Th>
            <Table.Th scope="col">{t('venues.columns.performances')}</Table.Th>
            <Table.Th scope="col">{t('venues.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {venue.halls.map((hall) => (
            <Table.Tr key={hall.id}>
              <Table.Th scope="row" fw={600}>
                {name(hall)}
              </Table.Th>
              <Table.Td ta="right" className={classes.nowrap}>
                {t('venues.capacity_value', { capacity: hall.capacity })}
              </Table.Td>
              <Table.Td>{counts(hall)}</Table.Td>
              <Table.Td>{actions(hall)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The venues and their halls (administrators, part of the programme): each venue with its
 * address and halls (capacity, performances); venues and halls are added and edited in dialogs,
 * and deleted after a confirmation while no performance ever took place in them. A table of halls
 * on a desktop, cards on a phone.
 */
export function ProgrammeVenues() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const query = useVenues();
  const removeVenue = useDeleteVenue();
  const removeHall = useDeleteHall();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingVenue, setDeletingVenue] = useState<AdminVenue | null>(null);
  const [deletingHall, setDeletingHall] = useState<AdminHall | null>(null);
  const venueName = (venue: AdminVenue) => localName(locale, venue.name, venue.name_en);
  // In the page's language's order (the server sorts by the Hungarian names).
  const venues = [...(query.data ?? [])].sort((a, b) =>
    venueName(a).localeCompare(venueName(b), locale),
  );

  let content;
  if (query.isPending) {
    content = <ProgrammeLoading rows={3} />;
  } else if (query.isError && !query.data) {
    content = (
      <ProgrammeLoadError
        notFound={false}
        notFoundText=""
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (venues.length === 0) {
    content = (
      <Text c="dimmed" py="xl" ta="center">
        {t('venues.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap="md" className={classes.plainList}>
        {venues.map((venue) => {
          const headingId = `venue-${String(venue.id)}`;
          return (
            <Card component="li" key={venue.id} withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Title order={2} size="h3" id={headingId}>
                      {venueName(venue)}
                    </Title>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <IconMapPin size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
                      <Text size="sm">{venue.address}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('venues.performances', { count: venue.performances })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="light"
                      size="sm"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => {
                        setEditing({ kind: 'hall', venue, hall: null });
                      }}
                      aria-label={`${t('venues.add_hall')}: ${venueName(venue)}`}
                    >
                      {t('venues.add_hall')}
                    </Button>
                    <RowActions
                      name={venueName(venue)}
                      inUse={venue.performances > 0}
                      inUseText={t('venues.venue_in_use')}
                      onEdit={() => {
                        setEditing({ kind: 'venue', venue });
                      }}
                      onDelete={() => {
                        setDeletingVenue(venue);
                      }}
                    />
                  </Group>
                </Group>
                <Halls
                  venue={venue}
                  onEdit={(hall) => {
                    setEditing({ kind: 'hall', venue, hall });
                  }}
                  onDelete={setDeletingHall}
                />
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );
  }

  let dialogTitle = '';
  if (editing?.kind === 'venue') {
    dialogTitle = editing.venue ? t('venues.edit_title') : t('venues.new_title');
  } else if (editing?.kind === 'hall') {
    dialogTitle = editing.hall
      ? t('venues.hall_edit_title')
      : t('venues.hall_new_title', { venue: venueName(editing.venue) });
  }
  const close = () => {
    setEditing(null);
  };

  return (
    <AdminPage
      title={t('venues.title')}
      intro={t('venues.intro')}
      actions={
        <Group justify="space-between" gap="sm">
          <BackLink to={adminPaths.programme()}>{t('venues.back')}</BackLink>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              setEditing({ kind: 'venue', venue: null });
            }}
          >
            {t('venues.new')}
          </Button>
        </Group>
      }
    >
      {content}
      <ProgrammeDialog opened={editing !== null} onClose={close} title={dialogTitle}>
        {editing?.kind === 'venue' ? <VenueForm venue={editing.venue} onDone={close} /> : null}
        {editing?.kind === 'hall' ? (
          <HallForm venue={editing.venue} hall={editing.hall} venues={venues} onDone={close} />
        ) : null}
      </ProgrammeDialog>
      <ProgrammeDeleteDialog
        item={deletingVenue}
        title={t('venues.delete_title')}
        text={(item) => t('venues.delete_text', { name: venueName(item) })}
        busy={removeVenue.isPending}
        onClose={() => {
          setDeletingVenue(null);
        }}
        onDelete={(item) => {
          // The API client's own 204 toast says it is deleted.
          removeVenue.mutate(item.id, {
            onSettled: () => {
              setDeletingVenue(null);
            },
          });
        }}
      />
      <ProgrammeDeleteDialog
        item={deletingHall}
        title={t('venues.hall_delete_title')}
        text={(item) =>
          t('venues.hall_delete_text', { name: localName(locale, item.name, item.name_en) })
        }
        busy={removeHall.isPending}
        onClose={() => {
          setDeletingHall(null);
        }}
        onDelete={(item) => {
          removeHall.mutate(item.id, {
            onSettled: () => {
              setDeletingHall(null);
            },
          });
        }}
      />
    </AdminPage>
  );
}
