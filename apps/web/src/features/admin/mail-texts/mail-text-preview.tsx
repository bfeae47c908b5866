import { Alert, Code, Loader, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MailTextBody } from '@theatre/contracts';
import { isApiError } from '../../../lib/api-error';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useMailTextPreview } from './mail-texts-api';

/**
 * The e-mail as the text being edited makes it, with sample data (nothing saved): the subject,
 * the HTML version in a sandboxed frame (no scripts, forms, pop-ups, navigation or same-origin
 * access; the HTML is the server's layout with every text escaped) and the plain text.
 */
export function MailTextPreview({
  kind,
  locale,
  body,
}: {
  kind: string;
  locale: string;
  body: MailTextBody;
}) {
  const { t } = useAdminTranslation();
  const preview = useMailTextPreview(kind, locale, body);
  const data = preview.data;
  let problem: string | null = null;
  if (preview.isError) {
    const error = preview.error;
    const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
    problem = t('mail_texts.preview_error', {
      message: fields.length > 0 ? fields.join(' ') : error.message,
    });
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="mail-text-preview-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="mail-text-preview-title">
            {t('mail_texts.preview')}
          </Title>
          {preview.isFetching ? (
            <Group gap={6} role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('mail_texts.preview_loading')}</Text>
            </Group>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('mail_texts.preview_description')}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Text fw={700} data-testid="mail-preview-subject">
              {t('mail_texts.preview_subject', { subject: data.subject })}
            </Text>
            <iframe
              title={t('mail_texts.preview_frame')}
              // No scripts, forms, pop-ups, navigation or same-origin access.
              sandbox=""
              srcDoc={data.html}
              style={{
                width: '100%',
                height: 520,
                border: '1px solid var(--mantine-color-gray-4)',
                borderRadius: 8,
                background: '#fff',
              }}
            />
            <Title order={3} size="h5">
              {t('mail_texts.preview_text')}
            </Title>
            <Code
              block
              tabIndex={0}
              aria-label={t('mail_texts.preview_text')}
              style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}
              data-testid="mail-preview-text"
            >
              {data.text}
            </Code>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
