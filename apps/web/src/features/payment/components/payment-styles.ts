/* Mantine styles the payment pages add to those of the first load (see src/app/styles.ts). */
import '@mantine/core/styles/Alert.layer.css';
