import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AdminProduction, AdminProductionPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useProduction, useUpdateProduction } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import {
  BackLink,
  ChangesList,
  localName,
  placeLabel,
  ProgrammeLoadError,
  ProgrammeLoading,
  ProgrammeSection,
} from './programme-common';
import { ProgrammeEventInfos } from './programme-event-infos';
import { ProgrammePoster } from './programme-poster';
import { ProductionForm } from './programme-production-form';
import classes from './programme.module.css';

function PerformanceRow({
  performance,
  now,
}: {
  performance: AdminProductionPerformance;
  now: number;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const past = Date.parse(performance.starts_at) < now;
  const date = formatDateTime(performance.starts_at, locale);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Link
          to={adminPaths.programmePerformance(performance.id)}
          className={classes.rowLink}
          aria-label={t('programme.production.open_performance', { date })}
        >
          {date}
        </Link>
        <Text size="sm" c="dimmed">
          {placeLabel(locale, performance)} · /events/
          {performance.url}
        </Text>
        <Text size="sm">
          {performance.ticket_types === 0
            ? t('programme.production.no_ticket_types')
            : t('programme.production.performance_counts', {
                sold: performance.sold,
                held: performance.held,
                capacity: performance.capacity,
              })}
        </Text>
        <Group gap={4}>
          <Badge color={performance.published ? 'teal.9' : 'gray.7'} variant="outline">
            {performance.published
              ? t('programme.production.published')
              : t('programme.production.unpublished')}
          </Badge>
          {performance.vip_only ? (
            <Badge color="grape.9" variant="outline">
              {t('programme.production.vip')}
            </Badge>
          ) : null}
          {past ? (
            <Badge color="dark.4" variant="outline">
              {t('programme.production.past')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function ProductionPage({ production }: { production: AdminProduction }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const update = useUpdateProduction(production.id);
  // The moment the page was opened: what has taken place by then.
  const [now] = useState(() => Date.now());
  const name = localName(locale, production.name, production.name_en);
  return (
    <AdminPage
      title={name}
      intro={localName(locale, production.author, production.author_en) || undefined}
    >
      <ProgrammeSection id="programme-texts" title={t('programme.production.texts_title')}>
        <Card withBorder radius="md" padding="lg">
          <ProductionForm
            key={production.id}
            production={production}
            submitLabel={t('programme.common.save')}
            onSave={(values) => update.mutateAsync(values)}
          />
        </Card>
      </ProgrammeSection>

      <ProgrammeSection id="programme-poster" title={t('programme.poster.title')}>
        <Card withBorder radius="md" padding="lg">
          <ProgrammePoster
            productionId={production.id}
            name={name}
            posterUrl={production.poster_url}
            posterSources={production.poster_sources}
            uploaded={production.poster_uploaded}
          />
        </Card>
      </ProgrammeSection>

      <ProgrammeSection
        id="programme-performances"
        title={t('programme.production.performances_title')}
        actions={
          <Button
            component={Link}
            to={adminPaths.performanceNew(production.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('programme.production.new_performance')}
          </Button>
        }
      >
        {production.performances.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('programme.production.no_performances')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" className={classes.plainList}>
            {production.performances.map((performance) => (
              <PerformanceRow key={performance.id} performance={performance} now={now} />
            ))}
          </Stack>
        )}
      </ProgrammeSection>

      <ProgrammeEventInfos productionId={production.id} performances={production.performances} />

      <ChangesList id="programme-production-changes" changes={production.changes} />
    </AdminPage>
  );
}

/**
 * A production's page (administrators): its texts, its poster, its performances (each opens its
 * own page; a new one from here), its information blocks and its recent changes.
 */
export function ProgrammeProduction() {
  const { t } = useAdminTranslation();
  const productionId = Number(useParams().productionId);
  const query = useProduction(productionId);

  let content;
  if (!Number.isInteger(productionId) || productionId <= 0) {
    content = (
      <Text py="xl" ta="center" role="alert">
        {t('programme.production.not_found')}
      </Text>
    );
  } else if (query.isPending) {
    content = <ProgrammeLoading />;
  } else if (query.isError && !query.data) {
    content = (
      <ProgrammeLoadError
        notFound={isNotFound(query.error)}
        notFoundText={t('programme.production.not_found')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <ProductionPage production={query.data} />;
  }

  return (
    <Stack gap="sm">
      <BackLink to={adminPaths.programme()}>{t('programme.production.back')}</BackLink>
      {content}
    </Stack>
  );
}
