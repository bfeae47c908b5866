import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { AdminPage } from '../shared/admin-page';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { emptySeatMap } from './seat-editor-document';
import { SeatEditor } from './seat-editor';
import { useHallNames, useHallSeatMap } from './seat-map-api';

/**
 * `/admin/programme/halls/:hallId/seat-map`: the seat-map editor of a hall (administrators,
 * reached from the venues page). The hall's current map, or an empty one for a hall without a
 * map; loading and error states; an unknown hall says so.
 */
export function SeatEditorPage({ hallId }: { hallId: number }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const map = useHallSeatMap(hallId);
  const names = useHallNames(hallId);
  const hall = names.data?.hall;
  const hallName = hall
    ? locale === 'en' && hall.name_en
      ? hall.name_en
      : hall.name
    : map.data?.hall_name;
  const venueName = names.data
    ? locale === 'en' && names.data.venue.name_en
      ? names.data.venue.name_en
      : names.data.venue.name
    : undefined;
  const title = hallName
    ? t('seat_editor.title', {
        hall: venueName && venueName !== hallName ? `${venueName} – ${hallName}` : hallName,
      })
    : t('seat_editor.title_plain');

  let content;
  if (map.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label={t('seat_editor.loading')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={320} />
      </Stack>
    );
  } else if (map.isError) {
    content =
      isApiError(map.error) && map.error.status === 404 ? (
        <Text py="xl" ta="center" role="alert">
          {t('seat_editor.hall_not_found')}
        </Text>
      ) : (
        <ErrorState
          message={t('seat_editor.load_error')}
          error={map.error}
          onRetry={() => {
            void map.refetch();
          }}
          retrying={map.isFetching}
        />
      );
  } else {
    const initial = map.data?.document ?? emptySeatMap(hallName ?? '');
    content = <SeatEditor hallId={hallId} initial={initial} hasSaved={map.data !== null} />;
  }

  return (
    <AdminPage
      title={title}
      intro={t('seat_editor.intro')}
      actions={
        <Anchor
          component={Link}
          to={adminPaths.venues()}
          size="sm"
          style={{ alignSelf: 'flex-start' }}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('seat_editor.back')}
          </Group>
        </Anchor>
      }
    >
      {content}
    </AdminPage>
  );
}
