import { Alert, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { seatMapFormats, type SeatMapFormat, type SeatMapImportWarning } from '@theatre/contracts';
import type { SeatMapDocument } from '@theatre/seating';
import { useState, type SyntheticEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { exportSeatMap, problemsOf, useImportSeatMap } from './seat-map-api';
import classes from './seat-editor.module.css';

interface SeatFilePanelProps {
  hallId: number;
  /** The hall has a saved map (the export reads the saved one). */
  hasSaved: boolean;
  onImported: (document: SeatMapDocument) => void;
}

/** The format a file's name suggests. */
function formatOfName(name: string): SeatMapFormat | null {
  if (/\.csv$/i.test(name)) return 'csv';
  return null;
}

/**
 * Import and export: a file (the shop's JSON, a pretix plan, CSV) is read by the server into a
 * document, which replaces the editor's (an undoable step, saved only with Save), with the
 * import's notes listed; the saved map downloads in each of the three formats.
 */
export function SeatFilePanel({ hallId, hasSaved, onImported }: SeatFilePanelProps) {
  const { t } = useAdminTranslation();
  const importing = useImportSeatMap(hallId);
  const [format, setFormat] = useState<SeatMapFormat>('theatre');
  const [file, setFile] = useState<File | null>(null);
  const [warnings, setWarnings] = useState<SeatMapImportWarning[] | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [exporting, setExporting] = useState<SeatMapFormat | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!file) return;
    setWarnings(null);
    setProblems(null);
    let content: string;
    try {
      content = await file.text();
    } catch {
      setProblems([t('seat_editor.files.read_error')]);
      return;
    }
    importing.mutate(
      { format, content },
      {
        onSuccess: (reply) => {
          setWarnings(reply.warnings);
          onImported(reply.document);
        },
        onError: (error) => {
          const list = problemsOf(error);
          if (list) setProblems(list.map(([, message]) => message));
          else if (!isApiError(error)) setProblems([t('seat_editor.network_error')]);
        },
      },
    );
  };

  const download = (which: SeatMapFormat) => {
    setExporting(which);
    exportSeatMap(hallId, which)
      .catch(() => undefined)
      .finally(() => {
        setExporting(null);
      });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="seat-files-title">
      <Title order={2} size="h4" id="seat-files-title">
        {t('seat_editor.files.title')}
      </Title>
      <Stack component="form" gap="xs" onSubmit={(event) => void submit(event)}>
        <Select
          label={t('seat_editor.files.format')}
          value={format}
          allowDeselect={false}
          data={seatMapFormats.map((value) => ({
            value,
            label: t(`seat_editor.files.${value}`),
          }))}
          onChange={(value) => {
            const next = seatMapFormats.find((candidate) => candidate === value);
            if (next) setFormat(next);
          }}
        />
        <FileInput
          label={t('seat_editor.files.file')}
          accept=".json,.csv,application/json,text/csv"
          value={file}
          clearable
          leftSection={<IconFileImport size={16} aria-hidden />}
          onChange={(next) => {
            setFile(next);
            const guessed = next ? formatOfName(next.name) : null;
            if (guessed) setFormat(guessed);
          }}
        />
        <Group>
          <Button
            type="submit"
            variant="light"
            disabled={!file}
            loading={importing.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('seat_editor.files.import')}
          </Button>
        </Group>
      </Stack>
      {problems ? (
        <Alert
          color="red.9"
          variant="outline"
          title={t('seat_editor.files.import_error')}
          role="alert"
        >
          <ul className={classes.plainList}>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {warnings ? (
        <Alert color="blue.9" variant="outline" role="status" data-testid="seat-import-result">
          <Text size="sm">{t('seat_editor.files.imported')}</Text>
          {warnings.length > 0 ? (
            <>
              <Text size="sm" fw={600} mt="xs">
                {t('seat_editor.files.warnings')}
              </Text>
              <ul className={classes.plainList}>
                {warnings.map((warning, index) => (
                  <li key={index}>
                    <Text size="sm">
                      {warning.path ? `${warning.path}: ` : ''}
                      {warning.message}
                    </Text>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('seat_editor.files.export')}
        </Text>
        <Text size="sm" c="dimmed">
          {hasSaved
            ? t('seat_editor.files.export_hint')
            : t('seat_editor.files.export_unavailable')}
        </Text>
        <Group gap="xs">
          {seatMapFormats.map((which) => (
            <Button
              key={which}
              size="xs"
              variant="default"
              disabled={!hasSaved}
              loading={exporting === which}
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t('seat_editor.files.export_as', {
                format: t(`seat_editor.files.${which}`),
              })}
              onClick={() => {
                download(which);
              }}
            >
              {which === 'theatre' ? 'JSON' : which === 'pretix' ? 'pretix' : 'CSV'}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
