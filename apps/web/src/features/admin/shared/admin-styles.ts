/*
 * Mantine styles of the components only the back office uses (loaded with its lazy chunk, never in
 * the shop's first load): the frame's AppShell and NavLink, and what its pages use beyond the
 * app's common set (src/app/styles.ts).
 */
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
