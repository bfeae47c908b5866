import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectIsVip, useAuthStore } from '../../features/account/stores/auth-store';
import { Programme } from '../../features/events/components/programme';
import classes from './page.module.css';

/** `/`: the programme; a signed-in VIP gets the VIP list (docs/product.md §6). */
export function Component() {
  const { t } = useTranslation();
  const vip = useAuthStore(selectIsVip);
  return (
    <>
      <header className={classes.pageHeader}>
        <Title order={1} className={classes.pageTitle}>
          {t('programme.title')}
        </Title>
        <Text c="dimmed">{t('programme.intro')}</Text>
      </header>
      <Programme vip={vip} />
    </>
  );
}
