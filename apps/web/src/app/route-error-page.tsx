import { Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PageNotFound } from './page-not-found';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { reportError } from '../lib/error-reporter';

/** A lazy chunk that no longer exists (a new version was deployed while the page was open). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** The router's error page: reports the error and offers a way on (lazily loaded). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!notFound && !chunk) reportError({ error, source: 'react-router' });
  }, [error, notFound, chunk]);

  if (notFound) return <PageNotFound />;
  return (
    <Stack align="center" gap="md" py={48} role="alert">
      <Title order={1} ta="center">
        {t('error.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {chunk ? t('error.new_version') : t('error.text')}
      </Text>
      <Stack gap="xs" align="center">
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('error.reload')}
        </Button>
        <Button component={Link} to={paths.home()} variant="subtle" reloadDocument>
          {t('error.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
