import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Light, dark or the system's scheme (in the phone menu, where there is room for three choices). */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      fullWidth
      value={colorScheme}
      onChange={(value) => {
        setColorScheme(value);
      }}
      aria-label={t('nav.color_scheme')}
      data={[
        { value: 'light', label: t('nav.scheme_light') },
        { value: 'dark', label: t('nav.scheme_dark') },
        { value: 'auto', label: t('nav.scheme_auto') },
      ]}
    />
  );
}
