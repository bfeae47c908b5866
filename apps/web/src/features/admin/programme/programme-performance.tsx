import { Anchor, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { AdminPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { useProgrammePerformance, useSetPublished, useUpdatePerformance } from './programme-api';
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
import { PerformanceForm } from './programme-performance-form';
import { ProgrammeTicketTypes } from './programme-ticket-types';

function Publishing({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const publish = useSetPublished(performance.id);
  const noTickets = performance.ticket_types.length === 0;
  const shopLink = performance.published
    ? paths.event(performance.url)
    : paths.preview(performance.preview_id);
  return (
    <ProgrammeSection id="programme-publishing" title={t('programme.performance.publish_title')}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Switch
            size="md"
            label={t('programme.performance.publish_label')}
            description={
              noTickets && !performance.published
                ? t('programme.performance.needs_ticket_type')
                : performance.published
                  ? t('programme.performance.published_text')
                  : t('programme.performance.unpublished_text')
            }
            checked={performance.published}
            disabled={publish.isPending || (noTickets && !performance.published)}
            onChange={(event) => {
              const published = event.currentTarget.checked;
              publish.mutate(published, {
                onSuccess: () => {
                  notify({
                    tone: 'success',
                    message: published
                      ? t('programme.performance.published')
                      : t('programme.performance.unpublished'),
                  });
                },
              });
            }}
          />
          <Anchor href={shopLink} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {performance.published
                ? t('programme.performance.in_shop')
                : t('programme.performance.preview')}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Card>
    </ProgrammeSection>
  );
}

function PerformancePage({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const update = useUpdatePerformance(performance.id);
  const name = localName(locale, performance.production_name, performance.production_name_en);
  return (
    <Stack gap="sm">
      <BackLink to={adminPaths.production(performance.production_id)}>
        {t('programme.performance.back', { name })}
      </BackLink>
      <AdminPage
        title={t('programme.performance.title', {
          name,
          date: formatDateTime(performance.starts_at, locale),
        })}
        intro={`${placeLabel(locale, performance)} · /events/${performance.url}`}
      >
        <Publishing performance={performance} />
        <ProgrammeTicketTypes performance={performance} />
        <ProgrammeSection id="programme-details" title={t('programme.performance.details_title')}>
          <Card withBorder radius="md" padding="lg">
            <PerformanceForm
              key={performance.id}
              performance={performance}
              productionId={performance.production_id}
              defaultTechFee={performance.default_tech_fee}
              submitLabel={t('programme.common.save')}
              onSave={(body) => update.mutateAsync(body)}
            />
          </Card>
        </ProgrammeSection>
        <ChangesList id="programme-performance-changes" changes={performance.changes} />
      </AdminPage>
    </Stack>
  );
}

/**
 * A performance's page (administrators): publishing (with a ticket type only), its ticket types
 * with prices and capacities, its details (date, venue, address, sale window, VIP, technical
 * fee) and its recent changes. Sold and held refresh every half a minute.
 */
export function ProgrammePerformance() {
  const { t } = useAdminTranslation();
  const eventId = Number(useParams().eventId);
  const query = useProgrammePerformance(eventId);

  if (query.data) return <PerformancePage performance={query.data} />;
  let content;
  if (!Number.isInteger(eventId) || eventId <= 0) {
    content = (
      <Text py="xl" ta="center" role="alert">
        {t('programme.performance.not_found')}
      </Text>
    );
  } else if (query.isPending) {
    content = <ProgrammeLoading />;
  } else {
    content = (
      <ProgrammeLoadError
        notFound={isNotFound(query.error)}
        notFoundText={t('programme.performance.not_found')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      <BackLink to={adminPaths.programme()}>{t('programme.production.back')}</BackLink>
      {content}
    </Stack>
  );
}
