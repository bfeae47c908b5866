import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

export function spawnServer(
  databaseUrl: string,
  port: number,
  env: NodeJS.ProcessEnv,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(serverDir, 'no-web-dist'),
      // One operating-system process per server, running its jobs (decision 0060), unless a test
      // asks for the cluster.
      WEB_CONCURRENCY: '1',
      BACKGROUND_JOBS: 'web',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `count` server processes (operating-system processes, each with its own PID) on one database,
 * up and answering; for the tests of what must hold across processes.
 */
export async function startServerProcesses(
  databaseUrl: string,
  count: number,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const child = spawnServer(databaseUrl, port, env);
    servers.push({ url: `http://127.0.0.1:${port}`, child });
  }
  try {
    await Promise.all(servers.map((server) => waitUntilUp(server.url, server.child)));
  } catch (error) {
    await stopServerProcesses(servers);
    throw error;
  }
  return servers;
}

/** One server process, up and answering (see startServerProcesses). */
export async function startServerProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const [server] = await startServerProcesses(databaseUrl, 1, env);
  if (!server) throw new Error('no server started');
  return server;
}

/** Whether the process is still running (not exited, not killed). */
export const isRunning = ({ child }: ServerProcess): boolean =>
  child.exitCode === null && child.signalCode === null;

/** Kills the process with `signal` (SIGKILL: no shutdown hook runs) and waits until it is gone. */
export function killServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  const { child } = server;
  return new Promise<void>((resolve) => {
    if (!isRunning(server)) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** SIGTERM (a graceful stop), then SIGKILL for any still running after 12 s. */
export async function stopServerProcesses(servers: readonly ServerProcess[]): Promise<void> {
  await Promise.all(servers.map((server) => killServerProcess(server, 'SIGTERM')));
}
