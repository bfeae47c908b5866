/* Mantine styles of the components only the cart page uses (loaded with it, not in the first load). */
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
