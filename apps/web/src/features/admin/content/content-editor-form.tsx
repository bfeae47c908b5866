import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconExternalLink,
  IconLock,
} from '@tabler/icons-react';
import {
  documentBody,
  documentTypes,
  type AdminDocument,
  type DocumentBody,
} from '@theatre/contracts';
import { validationCatalogs } from '@theatre/i18n/web-billing';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { registerTranslations } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { adminPaths } from '../shared/admin-paths';
import { useCreateDocument, useUpdateDocument } from './content-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { ContentPreview, draftOf, type Language } from './content-preview';
import {
  documentFields,
  documentValues,
  emptyDocument,
  languageOfField,
  slugOf,
} from './content-form';

// The shared schemas name their messages by catalogue key: the editor shows them translated.
registerTranslations('validation.required', validationCatalogs);

const previewDelayMs = 400;

interface EditorFormProps {
  document: AdminDocument | null;
  onReload: () => void;
}

/**
 * The editor of one page (`document` null: a new one): its fields, the preview beside them on a
 * desktop or in a tab on a phone, and the save.
 */
export function EditorForm({ document, onReload }: EditorFormProps) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [language, setLanguage] = useState<Language>('hu');
  const [view, setView] = useState<string | null>('edit');
  const [changed, setChanged] = useState(false);
  // The version this editor started from: a refetch in the background must not move it, or a
  // save would overwrite someone else's newer version unseen.
  const [version, setVersion] = useState(document?.updated_at ?? '');
  const create = useCreateDocument();
  const update = useUpdateDocument(document?.id ?? 0);
  const form = useForm<DocumentBody>({
    resolver: zodResolver(documentBody, zodParseOptions),
    defaultValues: document ? documentValues(document) : emptyDocument,
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    documentFields as unknown as Path<DocumentBody>[],
    t('content.editor.network_error'),
  );

  // Keep the page when the tab is closed with changes not saved.
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [isDirty]);

  const values = useWatch({ control: form.control }) as DocumentBody;
  const [debounced] = useDebouncedValue(values, previewDelayMs);
  const draft = useMemo(() => draftOf(debounced, document?.id ?? null), [debounced, document]);

  // A new page's address follows its title until it is typed in itself.
  const name = values.name;
  useEffect(() => {
    if (document === null && !dirtyFields.slug) {
      form.setValue('slug', slugOf(name));
    }
  }, [document, name, dirtyFields.slug, form]);

  const showErrorsOf = (fields: readonly string[]) => {
    const first = fields.map(languageOfField).find((found) => found !== null);
    if (first && first !== language) setLanguage(first);
    if (!wide) setView('edit');
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      clearFormError();
      setChanged(false);
      try {
        if (document === null) {
          const created = await create.mutateAsync(body);
          form.reset(documentValues(created));
          void navigate(adminPaths.contentPage(created.id), { replace: true });
          return;
        }
        const reply = await update.mutateAsync({ ...body, updated_at: version });
        setVersion(reply.document.updated_at);
        form.reset(documentValues(reply.document));
        notify({ tone: 'success', message: reply.message });
      } catch (error) {
        if (isApiError(error) && error.code === 'document_changed') {
          setChanged(true);
          return;
        }
        applyServerErrors(error);
        if (isApiError(error)) showErrorsOf(Object.keys(error.fieldErrors));
      }
    },
    (invalid) => {
      showErrorsOf(Object.keys(invalid));
    },
  );

  const languageFields = (lang: Language) => {
    const nameField = lang === 'en' ? 'name_en' : 'name';
    const bodyField = lang === 'en' ? 'body_en' : 'body';
    return (
      <Stack gap="md" key={lang} lang={lang}>
        <TextInput
          label={t(`content.editor.${nameField}`)}
          required
          maxLength={120}
          error={errorText(errors[nameField]?.message)}
          {...form.register(nameField)}
        />
        <Textarea
          label={t(`content.editor.${bodyField}`)}
          description={t('content.editor.body_description')}
          required
          autosize
          minRows={12}
          maxRows={wide ? 30 : 16}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errorText(errors[bodyField]?.message)}
          {...form.register(bodyField)}
        />
      </Stack>
    );
  };

  const editor = (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="content-type-label">
              {t('content.editor.type')}
            </Text>
            <SegmentedControl
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
              }}
              aria-labelledby="content-type-label"
              data={documentTypes.map((type) => ({
                value: type,
                label: t(`content.editor.types.${type}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
        )}
      />
      <TextInput
        label={t('content.editor.slug')}
        description={t('content.editor.slug_description')}
        required
        maxLength={80}
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.slug?.message)}
        {...form.register('slug')}
      />
      <Controller
        control={form.control}
        name="in_footer"
        render={({ field }) => (
          <Switch
            label={t('content.editor.in_footer')}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="content-language-label">
          {t('content.editor.language_label')}
        </Text>
        <SegmentedControl
          value={language}
          onChange={(value) => {
            setLanguage(value);
          }}
          aria-labelledby="content-language-label"
          data={(['hu', 'en'] as const).map((lang) => ({
            value: lang,
            label: t(`content.editor.languages.${lang}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {/* Both languages stay in the form; the one not shown keeps its value. */}
      {languageFields(language)}
    </Stack>
  );

  const preview = <ContentPreview draft={draft} language={language} />;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        {document && document.required ? (
          <Alert color="gray" variant="light" icon={<IconLock size={20} aria-hidden />}>
            {t('content.editor.required_note')}
          </Alert>
        ) : null}
        {changed ? (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('content.editor.changed_title')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('content.editor.changed_text')}</Text>
              <Button variant="default" size="xs" onClick={onReload}>
                {t('content.editor.reload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {formError || Object.keys(errors).length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {formError ?? t('content.editor.fix_fields')}
          </Alert>
        ) : null}
        {wide ? (
          <SimpleGrid cols={2} spacing="xl">
            {editor}
            {/* The preview stays in view while a long text is edited. */}
            <div style={{ position: 'sticky', top: 76, alignSelf: 'start' }}>{preview}</div>
          </SimpleGrid>
        ) : (
          <Tabs value={view} onChange={setView} keepMounted={false}>
            <Tabs.List aria-label={t('content.editor.view_label')} grow>
              <Tabs.Tab value="edit">{t('content.editor.tab_edit')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('content.editor.tab_preview')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit" pt="md">
              {editor}
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="md">
              {preview}
            </Tabs.Panel>
          </Tabs>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {document ? t('content.editor.save') : t('content.editor.create')}
          </Button>
          {document ? (
            <Anchor
              href={paths.document(document.id)}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {t('content.editor.view_in_shop')}
              <IconExternalLink size={14} aria-hidden />
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
