// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/server.js;
// every package from the registry stays an ordinary import from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@theatre/'));

await build({
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
