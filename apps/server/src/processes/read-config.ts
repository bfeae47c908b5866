import { ConfigError, loadConfig, type Config } from '../config/config.js';

/** The configuration, or a message and exit code 1 when it is invalid. */
export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`The shop cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Graceful-shutdown signals of a process the cluster's primary started: the primary forwards
 * SIGTERM, so the SIGINT a terminal sends to the whole process group (Ctrl-C) is left to it; a
 * second signal would end the process at once, in the middle of its requests.
 */
export const supervisedSkip = (supervised: boolean): ['SIGINT'] | [] => {
  if (!supervised) return [];
  process.on('SIGINT', () => undefined);
  return ['SIGINT'];
};
