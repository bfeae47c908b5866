import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountTranslation } from '../hooks/use-account-translation';

/** "Back to sign in" under the card of the pages around signing in. */
export function BackToLogin() {
  const { t } = useAccountTranslation();
  return (
    <Anchor component={Link} to={paths.login()} fw={600}>
      <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
      {t('common.back_to_login')}
    </Anchor>
  );
}
