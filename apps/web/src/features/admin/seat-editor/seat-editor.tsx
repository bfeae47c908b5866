import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { countSeats, type SeatMapDocument } from '@theatre/seating';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { withSection, type SeatKey } from './seat-editor-document';
import {
  buildSection,
  defaultGeneratorValues,
  type GeneratorValues,
} from './seat-editor-generator';
import { initialEditorState, seatEditorReducer } from './seat-editor-state';
import { SeatEditorCanvas } from './seat-editor-canvas';
import { SeatEditorLegend } from './seat-editor-legend';
import { SeatEditorToolbar, SeatSavedInfo, SeatSaveProblems } from './seat-editor-toolbar';
import { SeatFilePanel } from './seat-file-panel';
import { SeatGenerateForm } from './seat-generate-form';
import { SeatSelectionPanel } from './seat-selection-panel';
import { problemsOf, useSaveSeatMap, type SavedSeatMap } from './seat-map-api';
import classes from './seat-editor.module.css';

interface SeatEditorProps {
  hallId: number;
  /** The map as loaded (or an empty one for a hall without a map). */
  initial: SeatMapDocument;
  /** The hall has a saved map. */
  hasSaved: boolean;
}

/** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) outside text fields, which keep their own undo. */
function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const handle = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      ) {
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) onRedo();
        else onUndo();
      } else if (key === 'y') {
        event.preventDefault();
        onRedo();
      }
    };
    window.addEventListener('keydown', handle);
    return () => {
      window.removeEventListener('keydown', handle);
    };
  }, [onUndo, onRedo]);
}

/**
 * The seat-map editor's workspace: the map with its selection, the generator, the selection's
 * edits, undo and redo over the whole document, save (the server's problems listed, the saved
 * version shown), import and export.
 */
export function SeatEditor({ hallId, initial, hasSaved }: SeatEditorProps) {
  const { t } = useAdminTranslation();
  const [state, dispatch] = useReducer(seatEditorReducer, initial, initialEditorState);
  const [savedDoc, setSavedDoc] = useState(initial);
  const [saved, setSaved] = useState<SavedSeatMap | null>(null);
  const [problems, setProblems] = useState<[string, string][] | null>(null);
  const [networkError, setNetworkError] = useState(false);
  const [focusKey, setFocusKey] = useState<SeatKey | null>(null);
  const [step, setStep] = useState(5);
  const [generating, setGenerating] = useState(initial.sections.length === 0);
  const [values, setValues] = useState<GeneratorValues>(defaultGeneratorValues);
  const [added, setAdded] = useState<string | null>(null);
  const save = useSaveSeatMap(hallId);

  const { present } = state;
  const preview = useMemo(
    () => (generating ? buildSection(values, present) : null),
    [generating, values, present],
  );
  const shown = useMemo(
    () => (preview ? withSection(present, preview) : present),
    [preview, present],
  );
  const undo = useMemo(() => () => dispatch({ type: 'undo' }), []);
  const redo = useMemo(() => () => dispatch({ type: 'redo' }), []);
  useUndoKeys(undo, redo);

  const seats = countSeats(present);
  const onSave = () => {
    setProblems(null);
    setNetworkError(false);
    save.mutate(present, {
      onSuccess: (reply) => {
        dispatch({ type: 'load', document: reply.document });
        setSavedDoc(reply.document);
        setSaved(reply);
      },
      onError: (error) => {
        setSaved(null);
        const list = problemsOf(error);
        if (list) setProblems(list);
        else setNetworkError(true);
      },
    });
  };

  return (
    <Stack gap="md">
      <SeatEditorToolbar
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        dirty={present !== savedDoc}
        saving={save.isPending}
        empty={seats === 0}
        onUndo={undo}
        onRedo={redo}
        onSave={onSave}
      />
      {problems ? <SeatSaveProblems problems={problems} doc={present} /> : null}
      {networkError ? (
        <Alert color="red.9" variant="outline" role="alert">
          {t('seat_editor.network_error')}
        </Alert>
      ) : null}
      {saved ? <SeatSavedInfo saved={saved} /> : null}
      <div className={classes.layout}>
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text size="sm" data-testid="seat-editor-counts">
            {t('seat_editor.counts', {
              seats: t('seat_editor.seats_count', { count: seats }),
              sections: t('seat_editor.sections_count', { count: present.sections.length }),
            })}
          </Text>
          {present.sections.length === 0 && !preview ? (
            <Text size="sm" c="dimmed">
              {t('seat_editor.empty')}
            </Text>
          ) : null}
          <SeatEditorCanvas
            doc={shown}
            selection={state.selection}
            focusKey={focusKey}
            {...(preview ? { previewFrom: present.sections.length } : {})}
            step={step}
            onFocusKey={setFocusKey}
            onSelect={(key, additive) => {
              dispatch({ type: 'select', key, additive });
            }}
            onMove={(dx, dy) => {
              dispatch({ type: 'move', dx, dy });
            }}
          />
          <SeatEditorLegend />
          <Text size="xs" c="dimmed">
            {t('seat_editor.keyboard_hint')}
          </Text>
        </Stack>
        <div className={classes.side}>
          <Card withBorder padding="md" radius="md">
            {generating ? (
              <Stack gap="xs">
                <SeatGenerateForm
                  values={values}
                  onChange={setValues}
                  preview={preview}
                  onAdd={(section) => {
                    dispatch({ type: 'add_section', section });
                    setAdded(section.name);
                    setGenerating(false);
                    setValues(defaultGeneratorValues);
                  }}
                />
                <Group>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconX size={14} aria-hidden />}
                    onClick={() => {
                      setGenerating(false);
                    }}
                  >
                    {t('seat_editor.generate.cancel')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Stack gap="xs">
                {added ? (
                  <Text size="sm" role="status">
                    {t('seat_editor.generate.added', { name: added })}
                  </Text>
                ) : null}
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => {
                      setAdded(null);
                      setGenerating(true);
                    }}
                  >
                    {t('seat_editor.generate.title')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
          <Card withBorder padding="md" radius="md">
            <SeatSelectionPanel
              doc={present}
              selection={state.selection}
              dispatch={dispatch}
              step={step}
              onStep={setStep}
            />
          </Card>
          <Card withBorder padding="md" radius="md">
            <SeatFilePanel
              hallId={hallId}
              hasSaved={hasSaved || saved !== null}
              onImported={(document) => {
                dispatch({ type: 'replace', document });
                setGenerating(false);
              }}
            />
          </Card>
        </div>
      </div>
    </Stack>
  );
}
