import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy } from '@tabler/icons-react';
import type { SeatMapDocument } from '@theatre/seating';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { placeOfPath } from './seat-editor-document';
import type { SavedSeatMap } from './seat-map-api';
import classes from './seat-editor.module.css';

interface SeatEditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  saving: boolean;
  /** Nothing to save: a map without seats. */
  empty: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
}

/** Undo, redo and save, with whether there are unsaved changes. */
export function SeatEditorToolbar({
  canUndo,
  canRedo,
  dirty,
  saving,
  empty,
  onUndo,
  onRedo,
  onSave,
}: SeatEditorToolbarProps) {
  const { t } = useAdminTranslation();
  return (
    <Group gap="xs" role="toolbar" aria-label={t('seat_editor.toolbar.label')} wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        onClick={onUndo}
      >
        {t('seat_editor.toolbar.undo')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowForwardUp size={16} aria-hidden />}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
        onClick={onRedo}
      >
        {t('seat_editor.toolbar.redo')}
      </Button>
      <Button
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        loading={saving}
        disabled={empty}
        onClick={onSave}
      >
        {t('seat_editor.toolbar.save')}
      </Button>
      <Text size="sm" fw={dirty ? 700 : 400} role="status" data-testid="seat-editor-dirty">
        {dirty ? t('seat_editor.toolbar.unsaved') : t('seat_editor.toolbar.saved_state')}
      </Text>
    </Group>
  );
}

/** What the server said of the last save: the version, whether it is frozen, the performances. */
export function SeatSavedInfo({ saved }: { saved: SavedSeatMap }) {
  const { t } = useAdminTranslation();
  return (
    <Alert color="green.9" variant="outline" data-testid="seat-saved-info">
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {t('seat_editor.saved.title')}
        </Text>
        <Text size="sm">{t('seat_editor.saved.version', { version: saved.version })}</Text>
        <Text size="sm">
          {t('seat_editor.saved.moved', { count: saved.performances_moved })}{' '}
          {t('seat_editor.saved.on_it', { count: saved.performances_on_it })}
        </Text>
        {saved.frozen ? <Text size="sm">{t('seat_editor.saved.frozen')}</Text> : null}
      </Stack>
    </Alert>
  );
}

/** A save's 422: each problem with the place it names in the document. */
export function SeatSaveProblems({
  problems,
  doc,
}: {
  problems: readonly [string, string][];
  doc: SeatMapDocument;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const where = (path: string) => {
    const place = placeOfPath(doc, path);
    if (!place.section) return path === 'map' ? t('seat_editor.problems.whole') : path;
    const section = locale === 'en' ? place.section.name_en : place.section.name;
    if (place.row === undefined) return section;
    return t('seat_editor.seat_name', { section, row: place.row, seat: place.seat ?? '–' });
  };
  return (
    <Alert color="red.9" variant="outline" title={t('seat_editor.problems.title')} role="alert">
      <Text size="sm">{t('seat_editor.problems.intro')}</Text>
      <ul className={classes.plainList}>
        {problems.map(([path, message], index) => (
          <li key={index}>
            <Text size="sm">
              {t('seat_editor.problems.where', { where: where(path), message })}
            </Text>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
