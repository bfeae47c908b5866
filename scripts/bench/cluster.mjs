// A throwaway, durable PostgreSQL cluster for the benchmark: initdb and pg_ctl from the system's
// binaries, its own port and socket directory, fsync and synchronous_commit on (the shop's real
// commit cost), removed at the end. Never the server on 5432, never TEST_DATABASE_URL: the numbers
// must come from a server whose settings the benchmark knows.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function systemBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (initdb refuses root). */
function runAs(bin, args, timeoutMs = 120_000) {
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: timeoutMs });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed (${result.signal ?? result.status}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

/** Durable settings, stated explicitly so a changed postgresql.conf default cannot creep in. */
const settings = {
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  wal_sync_method: 'fdatasync',
  max_connections: '200',
  shared_buffers: '512MB',
  max_wal_size: '4GB',
  checkpoint_timeout: '15min',
};

/**
 * Starts the cluster. `stop()` is idempotent and synchronous, so it also works from an exit
 * handler.
 */
export async function startCluster() {
  const binDir = systemBinDir();
  if (!binDir) {
    throw new Error(
      'The benchmark needs the PostgreSQL server binaries under /usr/lib/postgresql/*/bin ' +
        '(apt-get install -y postgresql).',
    );
  }
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'theatre-bench-pg-'));
  fs.chmodSync(base, 0o755);
  if (isRoot) execFileSync('chown', ['postgres:postgres', base]);
  const data = path.join(base, 'data');
  let port = await freePort();
  if (port === 5432) port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${base}`,
    '-c listen_addresses=127.0.0.1',
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (started)
        runAs(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], 60_000);
    } catch (error) {
      console.error(`pg_ctl stop: ${error.message}`);
      // The postmaster's own PID, from its pid file: never anything matched by name.
      try {
        const pid = Number(
          fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
        );
        if (pid > 0) process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  };
  try {
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
      options,
      'start',
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const version = execFileSync(path.join(binDir, 'postgres'), ['--version'], {
    encoding: 'utf8',
  }).trim();
  return {
    binDir,
    port,
    socketDir: base,
    dataDir: data,
    version,
    settings,
    /** TCP URL of a database on this cluster (the shop connects over loopback TCP). */
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Runs SQL through psql over the Unix socket; returns the unaligned output. */
    psql: (database, sqlText) =>
      execFileSync(
        path.join(binDir, 'psql'),
        [
          '-h',
          base,
          '-p',
          String(port),
          '-U',
          'postgres',
          '-d',
          database,
          '-X',
          '-q',
          '-A',
          '-t',
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          sqlText,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      ).trim(),
    stop,
  };
}
