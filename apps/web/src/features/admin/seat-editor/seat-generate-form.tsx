import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { countSeats, type SeatMapSection } from '@theatre/seating';
import type { SyntheticEvent } from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { parseAisles, type GeneratorValues } from './seat-editor-generator';

interface SeatGenerateFormProps {
  values: GeneratorValues;
  onChange: (values: GeneratorValues) => void;
  /** The section the values make (drawn on the map as a preview), or null when they are invalid. */
  preview: SeatMapSection | null;
  onAdd: (section: SeatMapSection) => void;
}

const asNumber = (value: string | number): number | '' =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);

/**
 * A section from parameters (@theatre/seating's generator): names, rows, seats per row, the
 * numbering scheme, the first row's and seat's numbers, aisles and a curve. The map shows the
 * section faintly while the values are sound; "Add" puts it into the document.
 */
export function SeatGenerateForm({ values, onChange, preview, onAdd }: SeatGenerateFormProps) {
  const { t } = useAdminTranslation();
  const set = <K extends keyof GeneratorValues>(key: K, value: GeneratorValues[K]) => {
    onChange({ ...values, [key]: value });
  };
  const aislesValid = parseAisles(values.aisles) !== null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (preview) onAdd(preview);
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-labelledby="seat-generate-title">
      <Title order={2} size="h4" id="seat-generate-title">
        {t('seat_editor.generate.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('seat_editor.generate.name')}
          value={values.name}
          required
          maxLength={80}
          onChange={(event) => {
            set('name', event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('seat_editor.generate.name_en')}
          value={values.name_en}
          required
          maxLength={80}
          onChange={(event) => {
            set('name_en', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('seat_editor.generate.rows')}
          value={values.rows}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            set('rows', asNumber(value));
          }}
        />
        <NumberInput
          label={t('seat_editor.generate.seats_per_row')}
          value={values.seatsPerRow}
          min={1}
          max={200}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            set('seatsPerRow', asNumber(value));
          }}
        />
        <Select
          label={t('seat_editor.generate.numbering')}
          value={values.numbering}
          allowDeselect={false}
          data={[
            { value: 'straight', label: t('seat_editor.generate.straight') },
            { value: 'odd_even', label: t('seat_editor.generate.odd_even') },
          ]}
          onChange={(value) => {
            set('numbering', value === 'odd_even' ? 'odd_even' : 'straight');
          }}
        />
        <Select
          label={t('seat_editor.generate.row_labels')}
          value={values.rowLabels}
          allowDeselect={false}
          data={[
            { value: 'numbers', label: t('seat_editor.generate.row_numbers') },
            { value: 'letters', label: t('seat_editor.generate.row_letters') },
          ]}
          onChange={(value) => {
            set('rowLabels', value === 'letters' ? 'letters' : 'numbers');
          }}
        />
        <NumberInput
          label={t('seat_editor.generate.first_row')}
          value={values.firstRow}
          min={1}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            set('firstRow', asNumber(value));
          }}
        />
        <NumberInput
          label={t('seat_editor.generate.first_seat')}
          value={values.firstSeat}
          min={0}
          max={10000}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            set('firstSeat', asNumber(value));
          }}
        />
        <TextInput
          label={t('seat_editor.generate.aisles')}
          description={t('seat_editor.generate.aisles_hint')}
          value={values.aisles}
          inputMode="numeric"
          error={aislesValid ? undefined : t('seat_editor.generate.aisles_invalid')}
          onChange={(event) => {
            set('aisles', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('seat_editor.generate.curve')}
          description={t('seat_editor.generate.curve_hint')}
          value={values.curve}
          min={0}
          max={10}
          step={0.5}
          decimalScale={2}
          allowNegative={false}
          onChange={(value) => {
            set('curve', asNumber(value));
          }}
        />
      </SimpleGrid>
      <Text size="sm" role="status" c={preview ? undefined : 'red.8'}>
        {preview
          ? t('seat_editor.generate.preview', {
              seats: countSeats({ sections: [preview] }),
              rows: preview.rows.length,
            })
          : t('seat_editor.generate.invalid')}
      </Text>
      <Group>
        <Button type="submit" disabled={!preview} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('seat_editor.generate.add')}
        </Button>
      </Group>
    </Stack>
  );
}
