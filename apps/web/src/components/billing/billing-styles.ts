/*
 * Mantine styles of the billing fields beyond those of the first load (src/app/styles.ts): the
 * buyer-type radios, the searchable lists, the grid. Loaded with the pages that show them.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Grid.layer.css';
