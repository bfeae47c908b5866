import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import type { DocumentPage } from '@theatre/contracts';
import { formatDate } from '@theatre/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';
import classes from './document-view.module.css';

/** A document or info page: title and the sanitised HTML content. */
export function DocumentView({ document }: { document: DocumentPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = translated(locale, document.name, document.name_translations);
  const section = document.type === 'info' ? t('nav.information') : t('nav.documents');
  return (
    <article className={classes.page} aria-labelledby="document-title">
      <nav aria-label={t('events.breadcrumb')}>
        <Breadcrumbs separatorMargin={6} className={classes.breadcrumbs}>
          <Anchor component={Link} to={paths.home()}>
            {t('pages.home')}
          </Anchor>
          <Text component="span" inherit c="dimmed">
            {section}
          </Text>
        </Breadcrumbs>
      </nav>
      <header className={classes.header}>
        <Title order={1} id="document-title" className={classes.title}>
          {title}
        </Title>
        {document.updated_at ? (
          <Text size="sm" c="dimmed">
            {t('documents.updated', { date: formatDate(document.updated_at, locale) })}
          </Text>
        ) : null}
      </header>
      <HtmlContent html={translated(locale, document.content, document.content_translations)} />
    </article>
  );
}
