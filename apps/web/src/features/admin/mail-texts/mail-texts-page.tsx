import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { mailTextKinds, mailTextLocales, type MailTextSummary } from '@theatre/contracts';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { AdminPage } from '../shared/admin-page';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useMailTexts } from './mail-texts-api';

/**
 * `/admin/mail-texts` (administrators, decision 0051): every editable e-mail, with a customised or
 * default marker and an edit link per language.
 */
export function MailTextsPage() {
  const { t } = useAdminTranslation();
  const texts = useMailTexts();
  const items = texts.data?.items;

  let content;
  if (texts.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  } else if (!items) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={texts.error}
        onRetry={() => {
          void texts.refetch();
        }}
        retrying={texts.isFetching}
      />
    );
  } else if (items.length === 0) {
    content = <Text c="dimmed">{t('mail_texts.empty')}</Text>;
  } else {
    content = (
      <Stack
        component="ul"
        gap="md"
        aria-label={t('mail_texts.list_label')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {mailTextKinds.map((kind) => (
          <KindItem key={kind} kind={kind} items={items.filter((item) => item.kind === kind)} />
        ))}
      </Stack>
    );
  }

  return (
    <AdminPage title={t('mail_texts.title')} intro={t('mail_texts.intro')}>
      {content}
    </AdminPage>
  );
}

function KindItem({
  kind,
  items,
}: {
  kind: (typeof mailTextKinds)[number];
  items: readonly MailTextSummary[];
}) {
  const { t } = useAdminTranslation();
  const name = t(`mail_texts.kinds.${kind}`);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`mail_texts.scope.${kind}`)}
        </Text>
        <Group gap="sm" wrap="wrap">
          {mailTextLocales.map((locale) => {
            const item = items.find((found) => found.locale === locale);
            const customised = item?.customised ?? false;
            const language = t(`mail_texts.locales.${locale}`);
            return (
              <Group key={locale} gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={adminPaths.mailText(kind, locale)}
                  variant="light"
                  size="sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={t('mail_texts.edit', { kind: name, locale: language })}
                >
                  {language}
                </Button>
                <Badge color={customised ? 'grape' : 'gray'} variant="light">
                  {customised ? t('mail_texts.customised') : t('mail_texts.default')}
                </Badge>
              </Group>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
