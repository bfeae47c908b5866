import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import type { AdminProductionSummary } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { Link } from 'react-router';
import { PosterPicture } from '../../../components/poster-picture/poster-picture';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useProductions } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { localName, ProgrammeLoadError, ProgrammeLoading } from './programme-common';
import classes from './programme.module.css';

function Counts({ production }: { production: AdminProductionSummary }) {
  const { t } = useAdminTranslation();
  return (
    <Text size="sm">
      {t('programme.productions.counts', {
        count: production.performances,
        upcoming: production.upcoming,
        published: production.published_upcoming,
      })}
    </Text>
  );
}

function NextPerformance({ production }: { production: AdminProductionSummary }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return production.next_starts_at ? (
    <Text size="sm">{formatDateTime(production.next_starts_at, locale)}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('programme.productions.no_next')}
    </Text>
  );
}

/**
 * The programme's first page (administrators): every production, those with a coming performance
 * first, with a thumbnail of its poster, its performance counts and the next one; each opens its
 * page. A table on a desktop, cards on a phone.
 */
export function ProgrammeProductions() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const query = useProductions();
  const rows = query.data ?? [];

  const create = (
    <Group gap="sm">
      <Button
        component={Link}
        to={adminPaths.productionNew()}
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        {t('programme.productions.new')}
      </Button>
      <Button
        component={Link}
        to={adminPaths.venues()}
        variant="default"
        leftSection={<IconBuildingCommunity size={18} aria-hidden />}
      >
        {t('venues.open')}
      </Button>
    </Group>
  );

  let content;
  if (query.isPending) {
    content = <ProgrammeLoading />;
  } else if (query.isError && !query.data) {
    content = (
      <ProgrammeLoadError
        notFound={false}
        notFoundText=""
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="xl" ta="center">
        {t('programme.productions.empty')}
      </Text>
    );
  } else if (wide) {
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('programme.productions.columns.production')}</Table.Th>
              <Table.Th scope="col">{t('programme.productions.columns.performances')}</Table.Th>
              <Table.Th scope="col">{t('programme.productions.columns.next')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((production) => (
              <Table.Tr key={production.id}>
                <Table.Th scope="row" fw={400}>
                  <Group gap="sm" wrap="nowrap">
                    <PosterPicture
                      src={production.poster_url}
                      sources={production.poster_sources}
                      alt=""
                      sizes="36px"
                      box={{ width: 36, height: 48 }}
                      priority={false}
                      className={classes.thumb}
                    />
                    <Stack gap={0}>
                      <Link to={adminPaths.production(production.id)} className={classes.rowLink}>
                        {localName(locale, production.name, production.name_en)}
                      </Link>
                      {production.author ? (
                        <Text size="sm" c="dimmed">
                          {localName(locale, production.author, production.author_en)}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Th>
                <Table.Td>
                  <Counts production={production} />
                </Table.Td>
                <Table.Td>
                  <NextPerformance production={production} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" className={classes.plainList}>
        {rows.map((production) => (
          <Card key={production.id} component="li" withBorder radius="md" padding="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <PosterPicture
                src={production.poster_url}
                sources={production.poster_sources}
                alt=""
                sizes="54px"
                box={{ width: 54, height: 72 }}
                priority={false}
                className={classes.thumb}
              />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Link to={adminPaths.production(production.id)} className={classes.rowLink}>
                  {localName(locale, production.name, production.name_en)}
                </Link>
                <Counts production={production} />
                <NextPerformance production={production} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <AdminPage
      title={t('programme.productions.title')}
      intro={t('programme.productions.intro')}
      actions={create}
    >
      {content}
    </AdminPage>
  );
}
