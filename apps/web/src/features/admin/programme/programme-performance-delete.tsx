import { Button, Card, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminPerformance } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useDeletePerformance } from './programme-api';
import { localName, ProgrammeSection } from './programme-common';
import { ProgrammeDeleteDialog } from './programme-delete-dialog';

/**
 * Deleting a performance (decision 0034): offered while nothing was sold, ordered or held of it,
 * after a confirmation; otherwise the section says why not and what to do instead. After the
 * delete, the production's page.
 */
export function PerformanceDelete({ performance }: { performance: AdminPerformance }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const remove = useDeletePerformance(performance.id, performance.production_id);
  const [asking, setAsking] = useState<AdminPerformance | null>(null);
  const name = localName(locale, performance.production_name, performance.production_name_en);
  return (
    <ProgrammeSection id="programme-delete" title={t('programme.performance.delete_title')}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {performance.deletable
              ? t('programme.performance.delete_text')
              : t('programme.performance.not_deletable')}
          </Text>
          {performance.deletable ? (
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setAsking(performance);
              }}
            >
              {t('programme.performance.delete')}
            </Button>
          ) : null}
        </Stack>
      </Card>
      <ProgrammeDeleteDialog
        item={asking}
        title={t('programme.performance.delete_confirm_title')}
        text={(item) =>
          t('programme.performance.delete_confirm_text', {
            name,
            date: formatDateTime(item.starts_at, locale),
          })
        }
        busy={remove.isPending}
        onClose={() => {
          setAsking(null);
        }}
        onDelete={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              notify({ tone: 'success', message: t('programme.performance.deleted') });
              void navigate(adminPaths.production(performance.production_id));
            },
            onSettled: () => {
              setAsking(null);
            },
          });
        }}
      />
    </ProgrammeSection>
  );
}
