#!/usr/bin/env node
// Development: the API server (restarting on change) and the Vite dev server with hot reload,
// which forwards /api and /storage to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The same embedded database as `npm start` (./data), although the server runs in apps/server.
const env = { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data') };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], { cwd: 'apps/server', stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173'], {
    cwd: 'apps/web',
    stdio: 'inherit',
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
