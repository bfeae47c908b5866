import { Anchor, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { AdminPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
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
  ProgrammeDialog,
  ProgrammeLoading,
  ProgrammeSection,
} from './programme-common';
import { PerformanceCancel } from './programme-performance-cancel';
import { AudienceMessage } from './programme-audience-message';
import { PerformanceDelete } from './programme-performance-delete';
import { PerformanceMove } from './programme-performance-move';
import { PerformanceForm } from './programme-performance-form';
import { PerformanceSeries } from './programme-performance-series';
import { soldTickets } from './programme-performance-rules';
import { ProgrammeComplimentary } from './programme-complimentary';
import { ProgrammeSeats } from './programme-seats';
import { ProgrammeTicketTypes } from './programme-ticket-types';

function Publishing({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const publish = useSetPublished(performance.id);
  // Taking a performance with sold tickets off the programme asks first (decision 0034).
  const [confirming, setConfirming] = useState(false);
  const sold = soldTickets(performance);
  const noTickets = performance.ticket_types.length === 0;
  const setPublished = (published: boolean) => {
    publish.mutate(published, {
      onSuccess: () => {
        notify({
          tone: 'success',
          message: published
            ? t('programme.performance.published')
            : t('programme.performance.unpublished'),
        });
      },
      onSettled: () => {
        setConfirming(false);
      },
    });
  };
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
              if (!published && sold > 0) setConfirming(true);
              else setPublished(published);
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
      <ProgrammeDialog
        opened={confirming}
        onClose={() => {
          if (!publish.isPending) setConfirming(false);
        }}
        title={t('programme.performance.unpublish_title')}
        size="md"
      >
        <Stack gap="md">
          <Text>{t('programme.performance.unpublish_text', { count: sold })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
              disabled={publish.isPending}
              data-autofocus
            >
              {t('programme.common.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={publish.isPending}
              onClick={() => {
                setPublished(false);
              }}
            >
              {t('programme.performance.unpublish_confirm')}
            </Button>
          </Group>
        </Stack>
      </ProgrammeDialog>
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
        <ProgrammeSeats eventId={performance.id} />
        <ProgrammeComplimentary eventId={performance.id} />
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
        <AudienceMessage key={`audience-${String(performance.id)}`} performance={performance} />
        <PerformanceSeries key={performance.id} performance={performance} />
        <PerformanceMove performance={performance} />
        <PerformanceCancel performance={performance} />
        <PerformanceDelete performance={performance} />
        <ChangesList id="programme-performance-changes" changes={performance.changes} />
      </AdminPage>
    </Stack>
  );
}

/**
 * A performance's page (administrators): publishing (with a ticket type only), its ticket types
 * with prices and capacities, its complimentary tickets (decision 0045), its details (date, venue, address, sale window, VIP, technical
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
