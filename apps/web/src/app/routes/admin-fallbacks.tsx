import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { adminPaths } from '../../features/admin/shared/admin-paths';
import { useAdminTranslation } from '../../features/admin/shared/use-admin-translation';
import { usePageTitle } from '../../lib/page-title';

/** An administrator's page opened by a cashier: no permission, and the way back. */
export function AdminNoPermission() {
  const { t } = useAdminTranslation();
  usePageTitle(t('shell.no_permission_title'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
        <IconLock size={24} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('shell.no_permission_title')}
      </Title>
      <Text>{t('shell.no_permission_text')}</Text>
      <Button component={Link} to={adminPaths.overview()}>
        {t('shell.to_overview')}
      </Button>
    </Stack>
  );
}

/** An address under /admin that is no page. */
export function AdminNotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('shell.page_not_found'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1} size="h2">
        {t('shell.page_not_found')}
      </Title>
      <Button component={Link} to={adminPaths.overview()}>
        {t('shell.to_overview')}
      </Button>
    </Stack>
  );
}
