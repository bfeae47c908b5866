/*
 * Mantine styles of the components the box office uses beyond the back office's set
 * (admin-styles.ts), loaded with its lazy chunks only.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Grid.layer.css';
