import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconTrash,
} from '@tabler/icons-react';
import type { SeatMapDocument } from '@theatre/seating';
import { useState, type Dispatch } from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { seatAt, type SeatKey } from './seat-editor-document';
import { stepOf, type Direction } from './seat-editor-navigation';
import { SeatRenumberForm } from './seat-renumber-form';
import { SeatRowPicker } from './seat-row-picker';
import { seatFlags, type SeatEditorAction } from './seat-editor-state';
import classes from './seat-editor.module.css';

interface SeatSelectionPanelProps {
  doc: SeatMapDocument;
  selection: ReadonlySet<SeatKey>;
  dispatch: Dispatch<SeatEditorAction>;
  step: number;
  onStep: (step: number) => void;
}

const moves = [
  ['up', IconArrowUp, 'move_up'],
  ['left', IconArrowLeft, 'move_left'],
  ['right', IconArrowRight, 'move_right'],
  ['down', IconArrowDown, 'move_down'],
] as const satisfies readonly (readonly [Direction, unknown, string])[];

/** The one selected seat's label, renamed on submit. */
function RelabelForm({
  seatKey,
  label,
  dispatch,
}: {
  seatKey: SeatKey;
  label: string;
  dispatch: Dispatch<SeatEditorAction>;
}) {
  const { t } = useAdminTranslation();
  const [value, setValue] = useState(label);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'relabel', key: seatKey, label: value });
      }}
    >
      <TextInput
        label={t('seat_editor.selection.label')}
        value={value}
        maxLength={20}
        style={{ flex: '1 1 8rem' }}
        onChange={(event) => {
          setValue(event.currentTarget.value);
        }}
      />
      <Button type="submit" variant="light" disabled={value.trim() === '' || value === label}>
        {t('seat_editor.selection.relabel')}
      </Button>
    </Group>
  );
}

/**
 * What can be done to the selected seats: select more (a row, a section, all), move them by a
 * step, rename the one selected seat, renumber its row, set or clear a flag, delete them.
 */
export function SeatSelectionPanel({
  doc,
  selection,
  dispatch,
  step,
  onStep,
}: SeatSelectionPanelProps) {
  const { t } = useAdminTranslation();
  const keys = [...selection];
  const seats = keys.map((key) => seatAt(doc, key)).filter((seat) => seat !== undefined);
  const only = keys.length === 1 ? keys[0] : undefined;
  const onlySeat = only === undefined ? undefined : seatAt(doc, only);
  const none = seats.length === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="seat-selection-title">
      <Title order={2} size="h4" id="seat-selection-title">
        {t('seat_editor.selection.title')}
      </Title>
      <Text size="sm" role="status" data-testid="seat-selection-count">
        {none
          ? t('seat_editor.selection.none')
          : t('seat_editor.selection.count', { count: seats.length })}
      </Text>
      <SeatRowPicker doc={doc} selection={selection} dispatch={dispatch} />
      {none ? null : (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="seat-move-title">
              {t('seat_editor.selection.move')}
            </Text>
            <Group gap="sm" align="flex-end" role="group" aria-labelledby="seat-move-title">
              <div className={classes.moveGrid}>
                {moves.map(([direction, Icon, key]) => (
                  <ActionIcon
                    key={direction}
                    variant="default"
                    size="lg"
                    aria-label={t(`seat_editor.selection.${key}`)}
                    style={{
                      gridColumn: direction === 'left' ? 1 : direction === 'right' ? 3 : 2,
                      gridRow: direction === 'up' ? 1 : direction === 'down' ? 3 : 2,
                    }}
                    onClick={() => {
                      const [dx, dy] = stepOf(direction, step);
                      dispatch({ type: 'move', dx, dy });
                    }}
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                ))}
              </div>
              <NumberInput
                label={t('seat_editor.selection.step')}
                value={step}
                min={1}
                max={200}
                w={110}
                allowNegative={false}
                onChange={(value) => {
                  const next = Number(value);
                  if (Number.isFinite(next) && next > 0) onStep(next);
                }}
              />
            </Group>
          </Stack>
          {only !== undefined && onlySeat ? (
            <RelabelForm
              key={`${only}-${onlySeat.label}`}
              seatKey={only}
              label={onlySeat.label}
              dispatch={dispatch}
            />
          ) : null}
          <SeatRenumberForm doc={doc} selection={selection} dispatch={dispatch} />
          <Stack gap={6} role="group" aria-labelledby="seat-flags-title">
            <Text size="sm" fw={600} id="seat-flags-title">
              {t('seat_editor.selection.flags')}
            </Text>
            {seatFlags.map((flag) => {
              const count = seats.filter((seat) => seat[flag] === true).length;
              return (
                <Checkbox
                  key={flag}
                  label={t(`seat_editor.selection.flag.${flag}`)}
                  checked={count === seats.length}
                  indeterminate={count > 0 && count < seats.length}
                  onChange={() => {
                    dispatch({ type: 'flag', flag, value: count < seats.length });
                  }}
                />
              );
            })}
          </Stack>
          <Group>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                dispatch({ type: 'delete' });
              }}
            >
              {t('seat_editor.selection.delete')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
