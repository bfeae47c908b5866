import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Programme } from '../../features/events/components/programme';
import classes from './page.module.css';

/** `/`: the programme. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <header className={classes.pageHeader}>
        <Title order={1} className={classes.pageTitle}>
          {t('programme.title')}
        </Title>
        <Text c="dimmed">{t('programme.intro')}</Text>
      </header>
      <Programme />
    </>
  );
}
