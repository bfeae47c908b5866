#!/usr/bin/env node
// Sums the gzip size of the JavaScript fetched before the home page first renders: the entry, its
// static imports (the modulepreloads) and the home route chunk with its static imports.
// Usage: node scripts/first-load-size.mjs [--max-kib 170]  (after `vite build`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const homeRoute = 'src/app/routes/home.tsx';

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
if (!manifest[homeRoute]) throw new Error(`${homeRoute} is not a chunk of the build`);
collect(homeRoute);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
const print = (line) => process.stdout.write(`${line}\n`);
for (const [file, size] of rows) print(`${(size / 1024).toFixed(2).padStart(8)} KiB  ${file}`);
const kib = total / 1024;
print(`${kib.toFixed(2).padStart(8)} KiB  total first-load JavaScript (gzip)`);

const maxIndex = process.argv.indexOf('--max-kib');
if (maxIndex !== -1) {
  const max = Number(process.argv[maxIndex + 1]);
  if (kib > max) {
    console.error(`Over budget: ${kib.toFixed(2)} KiB > ${String(max)} KiB`);
    process.exit(1);
  }
}
