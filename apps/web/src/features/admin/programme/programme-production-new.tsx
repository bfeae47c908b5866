import { Card, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { adminPaths } from '../shared/admin-paths';
import { useCreateProduction } from './programme-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { BackLink } from './programme-common';
import { ProductionForm } from './programme-production-form';

/** A new production: its texts; once created, its page (poster, performances) takes over. */
export function ProgrammeProductionNew() {
  const { t } = useAdminTranslation();
  const create = useCreateProduction();
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      <BackLink to={adminPaths.programme()}>{t('programme.production.back')}</BackLink>
      <AdminPage
        title={t('programme.production.new_title')}
        intro={t('programme.production.new_intro')}
      >
        <Card withBorder radius="md" padding="lg">
          <ProductionForm
            submitLabel={t('programme.form.create')}
            onSave={(values) => create.mutateAsync(values)}
            onSaved={(production) => {
              void navigate(adminPaths.production(production.id));
            }}
          />
        </Card>
      </AdminPage>
    </Stack>
  );
}
