import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep theatre-curtain red; shade 7 carries white text at 7:1. */
const burgundy: MantineColorsTuple = [
  '#fcebef',
  '#f3d5dc',
  '#e7a9b6',
  '#db7a8e',
  '#d0526c',
  '#c93a57',
  '#c52c4c',
  '#ae1f3d',
  '#9b1835',
  '#7a0f28',
];

/** Warm gilt of the boxes and the proscenium: accents only (borders, icons on dark). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#f9cd4e',
  '#f3bd25',
  '#eeb20d',
  '#e6a800',
  '#cc9400',
  '#b58300',
  '#9c7000',
];

const serif = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";

export const theme = createTheme({
  colors: { burgundy, gold },
  primaryColor: 'burgundy',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif",
  headings: {
    fontFamily: serif,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Badge: { defaultProps: { radius: 'sm', autoContrast: true } },
    Container: { defaultProps: { size: 'xl' } },
  },
});

/**
 * AA contrast in both schemes: Mantine's dimmed grey (gray.6) is 3.3:1 on white, so dimmed text uses
 * gray.7 in light and dark.1 in dark; links in dark use a light burgundy; field errors a deeper red.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    // Field errors: Mantine's red.6 is 3.9:1 on white; red.9 reads at 5.5:1.
    '--mantine-color-error': resolved.colors.red[9],
    '--mantine-color-anchor': burgundy[7],
  },
  dark: {
    '--mantine-color-dimmed': resolved.colors.dark[1],
    '--mantine-color-error': resolved.colors.red[4],
    '--mantine-color-anchor': burgundy[2],
    '--mantine-color-body': resolved.colors.dark[7],
  },
});
