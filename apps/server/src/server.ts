import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runClusterPrimary } from './processes/cluster-primary.js';
import { readConfig } from './processes/read-config.js';
import { serveWeb } from './processes/serve-web.js';

/**
 * The process entry (`npm start`, `npm run serve`). One process serves the shop and runs its jobs,
 * unless the configuration plans several (decision 0060: with DATABASE_URL and SimplePay, a
 * primary starts WEB_CONCURRENCY web processes and a jobs process); each web process the primary
 * starts runs this file again as a cluster worker.
 */
const config = readConfig();
const { webProcesses, jobs } = config.processes;

if (cluster.isWorker) {
  await serveWeb(config, { supervised: true });
} else if (webProcesses > 1 || jobs === 'worker') {
  const here = fileURLToPath(import.meta.url);
  await runClusterPrimary(config, path.join(path.dirname(here), `worker${path.extname(here)}`));
} else {
  await serveWeb(config, { supervised: false });
}
