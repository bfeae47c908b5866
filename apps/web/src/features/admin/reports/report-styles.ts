/*
 * The styles of the reports' charts and of the components their pages use beyond the back
 * office's common set: loaded with the reports' chunk only (never in the shop, nor on the door's
 * or the box office's pages).
 */
import '@mantine/charts/styles.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
// The export's progress while a file comes.
import '@mantine/core/styles/Progress.layer.css';
// The charts' legends mark each series with a colour swatch.
import '@mantine/core/styles/ColorSwatch.layer.css';
