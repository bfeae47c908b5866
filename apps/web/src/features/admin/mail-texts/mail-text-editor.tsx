import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  mailTextKinds,
  mailTextLocales,
  type MailTextKind,
  type MailTextLocale,
} from '@theatre/contracts';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { AdminPage } from '../shared/admin-page';
import { adminPaths } from '../shared/admin-paths';
import { isOneOf } from '../shared/is-one-of';
import { shortDateTime } from '../shared/short-date-time';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { MailTextForm } from './mail-text-form';
import { useMailText } from './mail-texts-api';

/** `/admin/mail-texts/:kind/:locale`: another kind or language starts afresh. */
export function MailTextEditorRoute() {
  const { t } = useAdminTranslation();
  const params = useParams();
  const kind = params.kind ?? '';
  const locale = params.locale ?? '';
  if (!isOneOf(mailTextKinds, kind) || !isOneOf(mailTextLocales, locale)) {
    return (
      <AdminPage title={t('shell.page_not_found')}>
        <BackLink />
      </AdminPage>
    );
  }
  return <MailTextEditor key={`${kind}/${locale}`} kind={kind} locale={locale} />;
}

function BackLink() {
  const { t } = useAdminTranslation();
  return (
    <Anchor component={Link} to={adminPaths.mailTexts()} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('mail_texts.back')}
    </Anchor>
  );
}

/**
 * One e-mail's text in one language (decision 0051): the subject and the free text with their
 * placeholders, a live preview with sample data, save, and reset to the default.
 */
function MailTextEditor({ kind, locale }: { kind: MailTextKind; locale: MailTextLocale }) {
  const { t, i18n } = useAdminTranslation();
  const text = useMailText(kind, locale);
  const data = text.data;
  const title = t('mail_texts.editor_title', {
    kind: t(`mail_texts.kinds.${kind}`),
    locale: t(`mail_texts.locales.${locale}`),
  });

  let content;
  if (text.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={60} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  } else if (!data) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={text.error}
        onRetry={() => {
          void text.refetch();
        }}
        retrying={text.isFetching}
      />
    );
  } else {
    content = <MailTextForm detail={data} />;
  }

  return (
    <AdminPage title={title} intro={t(`mail_texts.scope.${kind}`)}>
      <BackLink />
      {data ? (
        <Text size="sm">
          {data.customised && data.updated_at
            ? t('mail_texts.status_customised', {
                at: shortDateTime(data.updated_at, i18n.language === 'en' ? 'en' : 'hu'),
              })
            : t('mail_texts.status_default')}
        </Text>
      ) : null}
      {content}
    </AdminPage>
  );
}
