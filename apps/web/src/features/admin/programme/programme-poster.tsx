import { Badge, Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { posterMaxBytes, posterTypes, type PosterSource } from '@theatre/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { PosterPicture } from '../../../components/poster-picture/poster-picture';
import { isApiError, NetworkError } from '../../../lib/api-error';
import { useUploadPoster } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './programme.module.css';

interface ProgrammePosterProps {
  productionId: number;
  name: string;
  posterUrl: string;
  /** The uploaded poster's files for `srcset` (decision 0059). */
  posterSources: readonly PosterSource[];
  uploaded: boolean;
}

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${String(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * The production's poster: the current one, and a new one chosen from a file (JPEG, PNG, WebP;
 * checked here by type and size before sending, and by content on the server), previewed, then
 * uploaded with a progress bar. The server resizes it; its answer replaces the current poster.
 */
export function ProgrammePoster({
  productionId,
  name,
  posterUrl,
  posterSources,
  uploaded,
}: ProgrammePosterProps) {
  const { t } = useAdminTranslation();
  const upload = useUploadPoster(productionId);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | null) => {
    setError(null);
    setDone(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!(posterTypes as readonly string[]).includes(chosen.type)) {
      setError(t('programme.poster.wrong_type'));
      return;
    }
    if (chosen.size > posterMaxBytes) {
      setError(t('programme.poster.too_large'));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = () => {
    if (!file || upload.isPending) return;
    setError(null);
    setDone(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (reply) => {
          setDone(t('programme.poster.done', { width: reply.width, height: reply.height }));
          setFile(null);
          setPreview(null);
          if (inputRef.current) inputRef.current.value = '';
        },
        onError: (failure) => {
          if (failure instanceof NetworkError) setError(t('programme.common.network_error'));
          else if (isApiError(failure))
            setError(failure.fieldErrors['poster']?.[0] ?? failure.body?.message ?? null);
        },
        onSettled: () => {
          setProgress(null);
        },
      },
    );
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const sent = progress !== null && progress >= 1;

  return (
    <Stack gap="md">
      <div className={classes.posterRow}>
        <Stack gap={6} align="flex-start">
          <PosterPicture
            src={posterUrl}
            sources={posterSources}
            alt={t('programme.poster.current_alt', { name })}
            sizes="180px"
            priority
            className={classes.poster}
          />
          <Badge color={uploaded ? 'teal.9' : 'gray.7'} variant="outline">
            {uploaded ? t('programme.poster.uploaded') : t('programme.poster.bundled')}
          </Badge>
        </Stack>
        {preview ? (
          <Stack gap={6} align="flex-start">
            <img
              src={preview}
              alt={t('programme.poster.preview_alt')}
              width={180}
              height={240}
              className={classes.poster}
            />
          </Stack>
        ) : null}
      </div>
      <Input.Wrapper
        label={t('programme.poster.file')}
        description={t('programme.poster.intro')}
        error={error}
        id={inputId}
        errorProps={{ role: 'alert' }}
      >
        <div className={classes.fileRow}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={posterTypes.join(',')}
            className={classes.fileInput}
            aria-invalid={error !== null}
            aria-describedby={[
              error ? `${inputId}-error` : '',
              `${inputId}-description`,
              `${inputId}-chosen`,
            ]
              .filter(Boolean)
              .join(' ')}
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0] ?? null);
            }}
          />
          {/* The browser's own button speaks the browser's language: this one speaks ours. */}
          <label htmlFor={inputId} className={classes.fileButton}>
            <IconPhoto size={18} aria-hidden />
            {t('programme.poster.choose')}
          </label>
          <Text size="sm" id={`${inputId}-chosen`} c={file ? undefined : 'dimmed'}>
            {file
              ? t('programme.poster.selected', { name: file.name, size: fileSize(file.size) })
              : t('programme.poster.none_chosen')}
          </Text>
        </div>
      </Input.Wrapper>
      {progress !== null ? (
        <Stack gap={4}>
          <Progress
            value={sent ? 100 : percent}
            animated={sent}
            aria-label={t('programme.poster.progress', { percent })}
          />
          <Text size="sm" role="status">
            {sent ? t('programme.poster.processing') : t('programme.poster.progress', { percent })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" role="status">
          {done ?? ''}
        </Text>
      )}
      <Group>
        <Button
          onClick={send}
          disabled={!file}
          loading={upload.isPending}
          leftSection={<IconUpload size={18} aria-hidden />}
          w={{ base: '100%', sm: 'auto' }}
        >
          {t('programme.poster.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
