import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { paths } from '../../config/paths';
import { useDocument } from '../../features/documents/api/use-document';
import { DocumentSkeleton } from '../../features/documents/components/document-skeleton';
import { DocumentView } from '../../features/documents/components/document-view';
import { isMissingPage } from '../../lib/failure';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { translated } from '../../lib/translated';

/** `/documents/:id`: an info or document page of the footer. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams<'id'>();
  const validId = id && /^[a-z0-9-]{1,120}$/i.test(id) ? id : undefined;
  const document = useDocument(validId);
  usePageTitle(
    document.data ? translated(locale, document.data.name, document.data.name_translations) : null,
  );

  if (document.data) return <DocumentView document={document.data} />;
  if (!validId || isMissingPage(document.error)) {
    return (
      <NotFoundState
        title={t('documents.not_found_title')}
        text={t('documents.not_found_text')}
        actionLabel={t('not_found.home')}
        actionTo={paths.home()}
      />
    );
  }
  if (document.isError) {
    return (
      <ErrorState
        headingOrder={1}
        message={t('documents.load_error')}
        error={document.error}
        onRetry={() => {
          void document.refetch();
        }}
        retrying={document.isFetching}
      />
    );
  }
  return <DocumentSkeleton />;
}
