import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './app-header.module.css';

/** Switches between the light and the dark scheme; the choice is remembered (layout options). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('nav.to_dark') : t('nav.to_light');
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={label}
      title={label}
      onClick={() => {
        setColorScheme(next);
      }}
    >
      {computed === 'dark' ? <IconSun size={22} aria-hidden /> : <IconMoon size={22} aria-hidden />}
    </button>
  );
}
