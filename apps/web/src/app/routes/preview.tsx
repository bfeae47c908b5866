import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { paths } from '../../config/paths';
import { useEventPreview } from '../../features/events/api/use-event-preview';
import { EventDetailsSkeleton } from '../../features/events/components/event-details-skeleton';
import { EventDetailsView } from '../../features/events/components/event-details-view';
import { PreviewBanner } from '../../features/events/components/preview-banner';
import { isMissingPage } from '../../lib/failure';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { translated } from '../../lib/translated';
import { useNow } from '../../lib/use-now';

/** `/preview/:id`: the event page of an unpublished performance; buying disabled. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const { id } = useParams<'id'>();
  const preview = useEventPreview(id);
  const data = preview.data;
  usePageTitle(
    data
      ? `${t('preview.banner_title')}: ${translated(locale, data.event.name, data.event.name_translations)}`
      : null,
  );

  if (data) {
    return (
      <EventDetailsView
        event={data.event}
        now={now}
        infos={data.infos}
        tickets={{
          data: data.tickets,
          isError: false,
          error: null,
          isFetching: false,
          refetch: () => undefined,
        }}
        banner={<PreviewBanner published={data.event.published} onSale={data.event.on_sale} />}
      />
    );
  }
  if (isMissingPage(preview.error)) {
    return (
      <NotFoundState
        title={t('preview.not_found_title')}
        text={t('preview.not_found_text')}
        actionLabel={t('events.see_programme')}
        actionTo={paths.home()}
      />
    );
  }
  if (preview.isError) {
    return (
      <ErrorState
        headingOrder={1}
        message={t('events.load_error')}
        error={preview.error}
        onRetry={() => {
          void preview.refetch();
        }}
        retrying={preview.isFetching}
      />
    );
  }
  return <EventDetailsSkeleton />;
}
