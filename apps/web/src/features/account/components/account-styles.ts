/*
 * Mantine styles of the components the account pages add to those of the first load (see
 * src/app/styles.ts): loaded with the account pages' chunk only.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Grid.layer.css';
