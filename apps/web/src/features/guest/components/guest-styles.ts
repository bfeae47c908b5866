/*
 * Mantine styles of the components the guest's forms add to those of the first load (see
 * src/app/styles.ts): loaded with the cart page's chunk only.
 */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
