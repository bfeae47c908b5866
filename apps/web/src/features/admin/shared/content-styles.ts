/*
 * Mantine styles of the components the content and settings pages use beyond the app's and the
 * back office's common sets (loaded with their lazy chunks only).
 */
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
