import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DocumentBody, DocumentPreviewBody } from '@theatre/contracts';
import { HtmlContent } from '../../../components/html-content';
import { useDocumentPreview } from './content-api';
import { useAdminTranslation } from '../shared/use-admin-translation';

export type Language = 'hu' | 'en';

/** The draft as the preview endpoint takes it. */
export function draftOf(values: DocumentBody, id: number | null): Required<DocumentPreviewBody> {
  return {
    id,
    type: values.type,
    name: values.name,
    name_en: values.name_en,
    body: values.body,
    body_en: values.body_en,
  };
}

/** The page as visitors will see it, rendered by the server's own code, in one language. */
export function ContentPreview({
  draft,
  language,
}: {
  draft: Required<DocumentPreviewBody>;
  language: Language;
}) {
  const { t } = useAdminTranslation();
  const empty = (language === 'en' ? draft.body_en : draft.body).trim() === '';
  const preview = useDocumentPreview(empty ? null : draft);
  const page = preview.data;
  const title = language === 'en' ? draft.name_en : draft.name;
  let body;
  if (empty) {
    body = <Text c="dimmed">{t('content.editor.preview_empty')}</Text>;
  } else if (preview.isError && !page) {
    body = (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {t('content.editor.preview_failed')}
      </Alert>
    );
  } else if (!page) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('content.editor.preview_updating')}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  } else {
    body = (
      <HtmlContent
        html={language === 'en' ? page.content_translations.en : page.content}
        lang={language}
      />
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="content-preview-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text id="content-preview-title" size="sm" fw={700} c="dimmed" tt="uppercase">
            {t('content.editor.preview_title')}
          </Text>
          {preview.isFetching && page ? (
            <Text size="xs" c="dimmed" role="status">
              {t('content.editor.preview_updating')}
            </Text>
          ) : null}
        </Group>
        <div lang={language}>
          <Title order={2} size="h2" mb="sm">
            {title.trim() || '…'}
          </Title>
          {body}
        </div>
      </Stack>
    </Paper>
  );
}
