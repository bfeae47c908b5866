import { Button, Group, Select, Stack } from '@mantine/core';
import type { SeatMapDocument } from '@theatre/seating';
import { useState, type Dispatch } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { parseSeatKey, type SeatKey } from './seat-editor-document';
import type { SeatEditorAction } from './seat-editor-state';

interface SeatRowPickerProps {
  doc: SeatMapDocument;
  selection: ReadonlySet<SeatKey>;
  dispatch: Dispatch<SeatEditorAction>;
}

/**
 * Selecting many seats at once: a whole row or section (picked from lists, by default the first
 * selected seat's), every seat, or none.
 */
export function SeatRowPicker({ doc, selection, dispatch }: SeatRowPickerProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [first] = [...selection].map(parseSeatKey).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const [picked, setPicked] = useState<{ section: number; row: number } | null>(null);
  const section = Math.min(picked?.section ?? first?.[0] ?? 0, doc.sections.length - 1);
  const rows = doc.sections[section]?.rows ?? [];
  const row = Math.min(picked?.row ?? (first?.[0] === section ? first[1] : 0), rows.length - 1);
  if (doc.sections.length === 0) return null;

  return (
    <Stack gap="xs">
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('seat_editor.selection.section')}
          value={String(section)}
          allowDeselect={false}
          miw={140}
          data={doc.sections.map((item, index) => ({
            value: String(index),
            label: locale === 'en' && item.name_en ? item.name_en : item.name,
          }))}
          onChange={(value) => {
            setPicked({ section: Number(value), row: 0 });
          }}
        />
        <Select
          label={t('seat_editor.selection.row')}
          value={String(Math.max(row, 0))}
          allowDeselect={false}
          miw={90}
          data={rows.map((item, index) => ({ value: String(index), label: item.label }))}
          onChange={(value) => {
            setPicked({ section, row: Number(value) });
          }}
        />
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            dispatch({ type: 'select_row', section, row, additive: false });
          }}
        >
          {t('seat_editor.selection.select_row')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            dispatch({ type: 'select_section', section, additive: false });
          }}
        >
          {t('seat_editor.selection.select_section')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            dispatch({ type: 'select_all' });
          }}
        >
          {t('seat_editor.selection.select_all')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          disabled={selection.size === 0}
          onClick={() => {
            dispatch({ type: 'clear_selection' });
          }}
        >
          {t('seat_editor.selection.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
