import '../shared/content-styles';
import { Anchor, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { isNotFound } from '../../../lib/api-error';
import { adminPaths } from '../shared/admin-paths';
import { useAdminDocument } from './content-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { EditorForm } from './content-editor-form';

/**
 * `/admin/content/new` and `/admin/content/:id` (administrators): a page's type, address, footer
 * flag, and its title and Markdown in Hungarian and English, with a live preview rendered by the
 * server exactly as the shop renders the page. Side by side on a desktop; Edit and Preview tabs on
 * a phone. A page saved by someone else meanwhile is not overwritten (409): the editor offers the
 * current version.
 */
export function ContentEditor({ documentId }: { documentId: string | undefined }) {
  const { t } = useAdminTranslation();
  const isNew = documentId === 'new';
  const id = !isNew && documentId && /^\d{1,9}$/.test(documentId) ? Number(documentId) : null;
  const loaded = useAdminDocument(id);
  // A new key after a reload drops the form's state for the current version's.
  const [generation, setGeneration] = useState(0);
  const document = loaded.data ?? null;
  const name = document?.name ?? '';

  let content;
  if (isNew) {
    content = <EditorForm key="new" document={null} onReload={() => undefined} />;
  } else if (id === null || isNotFound(loaded.error)) {
    content = (
      <NotFoundState
        title={t('content.editor.not_found_title')}
        text={t('content.editor.not_found_text')}
        actionLabel={t('content.editor.back')}
        actionTo={adminPaths.content()}
      />
    );
  } else if (loaded.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={36} />
        <Skeleton height={280} />
      </Stack>
    );
  } else if (!document) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={loaded.error}
        onRetry={() => {
          void loaded.refetch();
        }}
        retrying={loaded.isFetching}
      />
    );
  } else {
    content = (
      <EditorForm
        key={`${String(document.id)}-${String(generation)}`}
        document={document}
        onReload={() => {
          void loaded.refetch().then(() => {
            setGeneration((value) => value + 1);
          });
        }}
      />
    );
  }

  return (
    <AdminPage
      title={
        isNew
          ? t('content.editor.new_title')
          : name
            ? t('content.editor.edit_title', { name })
            : t('content.pages.edit')
      }
      actions={
        <Anchor
          component={Link}
          to={adminPaths.content()}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t('content.editor.back')}
        </Anchor>
      }
    >
      {content}
    </AdminPage>
  );
}
