import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A fresh database cloned from a template; CREATE DATABASE ... TEMPLATE is a file copy. */
export async function cloneDatabase(serverUrl: string, template: string): Promise<string> {
  const name = uniqueName('t');
  // Cloning needs the template free of connections; retry briefly if another file is cloning too.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
      return name;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}
