import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { documentIds, paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { downloadPersonalData } from '../api/data-rights-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { EraseAccountForm } from './erase-account-form';
import { ProfileSection } from './profile-section';

/**
 * "Your data" on the profile (decision 0054): the download of everything the shop keeps about the
 * user (GET /profile/export, a ZIP), and the erasure of the account, with what is erased and what
 * the accounting law keeps, and a link to the privacy notice.
 */
export function DataRightsSection({ userId }: { userId: number }) {
  const { t } = useAccountTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPersonalData(userId, currentLocale());
    } catch {
      notify({ tone: 'error', message: t('data.export_failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProfileSection title={t('data.title')} intro={t('data.intro')}>
      <Stack gap="md">
        <Text size="sm">{t('data.export_text')}</Text>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={busy}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            void download();
          }}
        >
          {t('data.export_button')}
        </Button>
        <Divider />
        <Title order={3} size="h4">
          {t('data.erase_title')}
        </Title>
        <Text size="sm">{t('data.erase_text')}</Text>
        <Anchor component={Link} to={paths.document(documentIds.privacyNotice)} size="sm">
          {t('data.privacy_link')}
        </Anchor>
        <EraseAccountForm />
      </Stack>
    </ProfileSection>
  );
}
