import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { mailTextBody, type MailTextBody, type MailTextDetail } from '@theatre/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { MailTextPlaceholders } from './mail-text-placeholders';
import { MailTextPreview } from './mail-text-preview';
import { useChangeMailText } from './mail-texts-api';

const fields = ['subject', 'body'] as const;
type Field = (typeof fields)[number];
const fieldIds = { subject: 'mail-text-subject', body: 'mail-text-body' } as const;
/** How long typing pauses before the preview follows. */
const previewDelayMs = 400;

/** The editor's form: subject, text, placeholders, save and reset; the preview beside it. */
export function MailTextForm({ detail }: { detail: MailTextDetail }) {
  const { t } = useAdminTranslation();
  const change = useChangeMailText(detail.kind, detail.locale);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<MailTextBody>({
    resolver: zodResolver(mailTextBody, zodParseOptions),
    defaultValues: detail.current,
  });
  const { errors, isSubmitting } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    fields,
    t('mail_texts.network_error'),
  );
  // Where a placeholder goes: the field edited last (the body until another is focused).
  const [lastField, setLastField] = useState<Field>('body');
  const values = useWatch({ control: form.control }) as MailTextBody;
  const [debounced] = useDebouncedValue(values, previewDelayMs);

  const insert = (token: string) => {
    const field = lastField;
    const element = document.getElementById(fieldIds[field]);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    const value = form.getValues(field);
    const start = element.selectionStart ?? value.length;
    const end = element.selectionEnd ?? value.length;
    form.setValue(field, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
    });
    element.focus();
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element.setSelectionRange(caret, caret);
    });
  };

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      const reply = await change.mutateAsync(body);
      form.reset(reply.text.current);
      notify({ tone: 'success', message: reply.message });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const reset = async () => {
    clearFormError();
    try {
      const reply = await change.mutateAsync(null);
      form.reset(reply.text.current);
      setConfirming(false);
      notify({ tone: 'success', message: reply.message });
    } catch (error) {
      setConfirming(false);
      applyServerErrors(error);
    }
  };

  const register = (field: Field) => ({
    ...form.register(field),
    id: fieldIds[field],
    onFocus: () => {
      setLastField(field);
    },
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              {formError ? (
                <Alert color="red" variant="light" role="alert">
                  {formError}
                </Alert>
              ) : null}
              <TextInput
                label={t('mail_texts.subject')}
                required
                error={errorText(errors.subject?.message)}
                {...register('subject')}
              />
              <Textarea
                label={t('mail_texts.body')}
                description={t('mail_texts.body_description')}
                required
                autosize
                minRows={8}
                maxRows={20}
                error={errorText(errors.body?.message)}
                {...register('body')}
              />
              <MailTextPlaceholders placeholders={detail.placeholders} onInsert={insert} />
              <Group gap="sm">
                <Button
                  type="submit"
                  loading={isSubmitting}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                >
                  {t('mail_texts.save')}
                </Button>
                <Button
                  type="button"
                  variant="default"
                  disabled={!detail.customised}
                  leftSection={<IconRestore size={18} aria-hidden />}
                  onClick={() => {
                    setConfirming(true);
                  }}
                >
                  {t('mail_texts.reset')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <MailTextPreview kind={detail.kind} locale={detail.locale} body={debounced} />
      </Grid.Col>
      <AdminConfirmDialog
        opened={confirming}
        onClose={() => {
          if (!change.isPending) setConfirming(false);
        }}
        title={t('mail_texts.reset_title')}
        closeLabel={t('mail_texts.cancel')}
        busy={change.isPending}
      >
        <Stack gap="md">
          <Text>{t('mail_texts.reset_text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
              data-autofocus
            >
              {t('mail_texts.cancel')}
            </Button>
            <Button color="red.9" loading={change.isPending} onClick={() => void reset()}>
              {t('mail_texts.reset_confirm')}
            </Button>
          </Group>
        </Stack>
      </AdminConfirmDialog>
    </Grid>
  );
}
