import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  audienceMessageSubjectMax,
  audienceMessageTextMax,
  type AdminPerformance,
  type AudienceMessagePreview,
} from '@theatre/contracts';
import { useState } from 'react';
import { NetworkError } from '../../../lib/api-error';
import { serverErrors } from '../../../lib/form-errors';
import { noAnswerMessage } from '../../../lib/no-answer';
import { notify } from '../../../lib/notify';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  usePreviewAudienceMessage,
  useSendAudienceMessage,
  type AudienceMessageFields,
} from './programme-audience-api';
import { ProgrammeDialog, ProgrammeFormAlert, ProgrammeSection } from './programme-common';

const fields = ['audience', 'subject_hu', 'text_hu', 'subject_en', 'text_en'] as const;
type Field = (typeof fields)[number];
type Errors = Partial<Record<Field, string>>;

const emptyMessage: AudienceMessageFields = {
  audience: 'all',
  subject_hu: '',
  text_hu: '',
  subject_en: '',
  text_en: '',
};

/** One language's e-mail as the preview shows it: subject, then the plain text as it reads. */
function Sample({ title, subject, text }: { title: string; subject: string; text: string }) {
  const { t } = useAdminTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={4} size="h5">
          {title}
        </Title>
        <Text fw={600} size="sm">
          {t('programme.audience.sample_subject', { subject })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * "Message the audience" on a performance's page (decision 0043): who gets it (every buyer with
 * a valid ticket, or those with one not yet used), the subject and text in Hungarian and English,
 * a preview (how many orders per language, each language's e-mail as it reads), then sending
 * after a confirmation, only from a preview still true to the fields. The form's request id makes
 * a repeated sending (a double click, a retry after a lost answer) send nothing more.
 */
export function AudienceMessage({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const [values, setValues] = useState<AudienceMessageFields>(emptyMessage);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{
    reply: AudienceMessagePreview;
    request: string;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const previewMessage = usePreviewAudienceMessage(performance.id);
  const send = useSendAudienceMessage(performance.id);
  const busy = previewMessage.isPending || send.isPending;
  const stale = preview !== null && preview.request !== JSON.stringify(values);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showError = (error: unknown) => {
    if (error instanceof NetworkError) {
      setFormError(noAnswerMessage(error, t('programme.common.network_error')));
      return;
    }
    const result = serverErrors(error, fields);
    if (!result) return;
    setErrors(Object.fromEntries(result.fields));
    setFormError(result.form);
  };

  const onPreview = async () => {
    setErrors({});
    setFormError(null);
    setSent(null);
    setPreview(null);
    try {
      const reply = await previewMessage.mutateAsync(values);
      setPreview({ reply, request: JSON.stringify(values) });
    } catch (error) {
      showError(error);
    }
  };

  const onSend = async () => {
    setFormError(null);
    try {
      const reply = await send.mutateAsync({ body: values, requestId });
      notify({ tone: 'success', message: reply.message });
      setSent(reply.message);
      setPreview(null);
      setValues(emptyMessage);
      // The next message is another request.
      setRequestId(crypto.randomUUID());
    } catch (error) {
      showError(error);
    } finally {
      setConfirming(false);
    }
  };

  const count = preview?.reply.recipients ?? 0;
  const text = (field: 'text_hu' | 'text_en') => (
    <Textarea
      label={t(`programme.audience.${field}`)}
      value={values[field]}
      onChange={(event) => {
        set(field, event.currentTarget.value);
      }}
      error={errors[field]}
      maxLength={audienceMessageTextMax}
      autosize
      minRows={4}
      maxRows={14}
      required
    />
  );
  const subject = (field: 'subject_hu' | 'subject_en') => (
    <TextInput
      label={t(`programme.audience.${field}`)}
      value={values[field]}
      onChange={(event) => {
        set(field, event.currentTarget.value);
      }}
      error={errors[field]}
      maxLength={audienceMessageSubjectMax}
      required
    />
  );
  return (
    <ProgrammeSection
      id="programme-audience"
      title={t('programme.audience.title')}
      intro={t('programme.audience.intro')}
    >
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          {sent ? (
            <Alert
              color="green.9"
              variant="outline"
              icon={<IconCircleCheck size={20} aria-hidden />}
              role="status"
            >
              <Text fw={700}>{t('programme.audience.sent_title')}</Text>
              <Text>{sent}</Text>
            </Alert>
          ) : null}
          <Radio.Group
            label={t('programme.audience.audience_label')}
            value={values.audience}
            onChange={(value) => {
              set('audience', value === 'unused' ? 'unused' : 'all');
            }}
            error={errors.audience}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="all" label={t('programme.audience.audience_all')} />
              <Radio value="unused" label={t('programme.audience.audience_unused')} />
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              {subject('subject_hu')}
              {text('text_hu')}
            </Stack>
            <Stack gap="sm">
              {subject('subject_en')}
              {text('text_en')}
            </Stack>
          </SimpleGrid>
          <ProgrammeFormAlert message={formError} />
          <Group>
            <Button
              variant={preview && !stale ? 'default' : 'filled'}
              loading={previewMessage.isPending}
              disabled={busy}
              onClick={() => {
                void onPreview();
              }}
            >
              {t('programme.audience.preview')}
            </Button>
          </Group>
          {preview ? (
            <Stack gap="sm" aria-live="polite">
              <Title order={3} size="h4">
                {t('programme.audience.preview_title')}
              </Title>
              {count === 0 ? (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconInfoCircle size={20} aria-hidden />}
                >
                  {t('programme.audience.nobody')}
                </Alert>
              ) : (
                <>
                  <Text>
                    {t('programme.audience.recipients', {
                      count,
                      hu: preview.reply.hu.recipients,
                      en: preview.reply.en.recipients,
                    })}
                  </Text>
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    <Sample title={t('programme.audience.sample_hu')} {...preview.reply.hu} />
                    <Sample title={t('programme.audience.sample_en')} {...preview.reply.en} />
                  </SimpleGrid>
                </>
              )}
              {stale ? (
                <Text size="sm" c="red.8" role="status">
                  {t('programme.audience.preview_stale')}
                </Text>
              ) : null}
              <Group>
                <Button
                  disabled={busy || stale || count === 0}
                  onClick={() => {
                    setConfirming(true);
                  }}
                >
                  {t('programme.audience.send', { count })}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Card>
      <ProgrammeDialog
        opened={confirming}
        onClose={() => {
          if (!send.isPending) setConfirming(false);
        }}
        title={t('programme.audience.confirm_title')}
        size="md"
      >
        <Stack gap="md">
          <Text>{t('programme.audience.confirm_text', { count })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
              disabled={send.isPending}
              data-autofocus
            >
              {t('programme.common.cancel')}
            </Button>
            <Button
              loading={send.isPending}
              onClick={() => {
                void onSend();
              }}
            >
              {t('programme.audience.confirm')}
            </Button>
          </Group>
        </Stack>
      </ProgrammeDialog>
    </ProgrammeSection>
  );
}
