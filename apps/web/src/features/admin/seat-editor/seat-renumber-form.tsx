import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { NumberingScheme, SeatMapDocument } from '@theatre/seating';
import { useState, type Dispatch } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { parseSeatKey, type SeatKey } from './seat-editor-document';
import type { SeatEditorAction } from './seat-editor-state';

interface SeatRenumberFormProps {
  doc: SeatMapDocument;
  selection: ReadonlySet<SeatKey>;
  dispatch: Dispatch<SeatEditorAction>;
}

/** Renumbers the row of the first selected seat: straight or odd-even, from a first number. */
export function SeatRenumberForm({ doc, selection, dispatch }: SeatRenumberFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [scheme, setScheme] = useState<NumberingScheme>('straight');
  const [first, setFirst] = useState<number | ''>(1);
  const [place] = [...selection].map(parseSeatKey).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (!place) return null;
  const [section, row] = place;
  const rowLabel = doc.sections[section]?.rows[row]?.label;
  const named = doc.sections[section];
  if (rowLabel === undefined || !named) return null;
  const sectionName = locale === 'en' && named.name_en ? named.name_en : named.name;

  return (
    <Stack
      component="form"
      gap="xs"
      aria-labelledby="seat-renumber-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (first !== '') dispatch({ type: 'renumber_row', section, row, scheme, first });
      }}
    >
      <Text size="sm" fw={600} id="seat-renumber-title">
        {t('seat_editor.selection.renumber_row', { section: sectionName, row: rowLabel })}
      </Text>
      <Select
        label={t('seat_editor.generate.numbering')}
        value={scheme}
        allowDeselect={false}
        data={[
          { value: 'straight', label: t('seat_editor.generate.straight') },
          { value: 'odd_even', label: t('seat_editor.generate.odd_even') },
        ]}
        onChange={(value) => {
          setScheme(value === 'odd_even' ? 'odd_even' : 'straight');
        }}
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('seat_editor.selection.renumber_first')}
          value={first}
          min={0}
          max={10000}
          w={110}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            setFirst(typeof value === 'number' ? value : value === '' ? '' : Number(value));
          }}
        />
        <Button type="submit" variant="light" disabled={first === ''}>
          {t('seat_editor.selection.renumber_apply')}
        </Button>
      </Group>
    </Stack>
  );
}
