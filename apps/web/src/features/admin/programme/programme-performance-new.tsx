import { Card, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useCreatePerformance, useProduction } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { BackLink, localName } from './programme-common';
import { PerformanceForm } from './programme-performance-form';

/**
 * A new performance of a production: created unpublished; its page (ticket types, publishing)
 * takes over once it is saved.
 */
export function ProgrammePerformanceNew() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const productionId = Number(useParams().productionId);
  const production = useProduction(productionId);
  const create = useCreatePerformance();
  const navigate = useNavigate();
  const name = production.data
    ? localName(locale, production.data.name, production.data.name_en)
    : '';
  return (
    <Stack gap="sm">
      <BackLink to={adminPaths.production(productionId)}>
        {name ? t('programme.performance.back', { name }) : t('programme.production.back')}
      </BackLink>
      <AdminPage
        title={t('programme.performance.new_title')}
        intro={t('programme.performance.new_intro')}
      >
        {name ? (
          <Text fw={700} size="lg">
            {name}
          </Text>
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <PerformanceForm
            productionId={productionId}
            defaultTechFee={null}
            submitLabel={t('programme.performance.create')}
            onSave={(body) => create.mutateAsync(body)}
            onSaved={(performance) => {
              void navigate(adminPaths.programmePerformance(performance.id));
            }}
          />
        </Card>
      </AdminPage>
    </Stack>
  );
}
