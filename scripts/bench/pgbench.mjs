// Baseline (b): PostgreSQL's own rate of single-row conditional UPDATEs on one hot row, as pgbench
// measures it, on the same durable cluster as the shop. The hot cart-add cannot be faster than
// this without combining grants, so the ratio to it shows what the combining buys.
import fs from 'node:fs';
import path from 'node:path';
import { startProcess } from './processes.mjs';

const database = 'pgbench_hot';

export const hotUpdate =
  'UPDATE ticket_type SET sold = sold + 1 WHERE id = 1 AND sold + 1 <= capacity;';

/** The one-row-hot table (1,000 rows; every transaction updates row 1). */
export function preparePgbench(cluster) {
  cluster.psql('postgres', `create database ${database}`);
  cluster.psql(
    database,
    `create table ticket_type (
       id integer primary key,
       capacity integer not null,
       sold integer not null default 0,
       check (sold <= capacity)
     );
     insert into ticket_type (id, capacity) select g, 2000000000 from generate_series(1, 1000) g;`,
  );
  cluster.psql(database, 'vacuum analyze ticket_type');
  const script = path.join(cluster.socketDir, 'hot-update.sql');
  fs.writeFileSync(script, `${hotUpdate}\n`);
  return script;
}

/** One pgbench point: `clients` connections for `seconds`, prepared statements. */
export function runPgbench(cluster, script, { clients, seconds, host = cluster.socketDir }) {
  const args = [
    '-h',
    host,
    '-p',
    String(cluster.port),
    '-U',
    'postgres',
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
    '-f',
    script,
    database,
  ];
  return new Promise((resolve, reject) => {
    const child = startProcess(path.join(cluster.binDir, 'pgbench'), args, {}, { quiet: true });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
      const latency = /latency average = ([\d.]+) ms/.exec(out);
      const failed = /number of failed transactions: (\d+)/.exec(out);
      if (code !== 0 || !tps) {
        reject(new Error(`pgbench -c ${clients} failed (${code}): ${out.slice(-500)}`));
        return;
      }
      resolve({
        clients,
        tps: Number(tps[1]),
        latencyMs: latency ? Number(latency[1]) : null,
        failed: failed ? Number(failed[1]) : 0,
      });
    });
  });
}
