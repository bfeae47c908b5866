import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../src/integrations/mail/test-smtp-server.js';
import { freePort } from '../pg-server.js';
import { killServerProcess, startServerProcess, type ServerProcess } from '../server-processes.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { call, waitFor } from './fault-kit.js';

// SMTP is down while visitors register: first it accepts connections and never greets (the
// worker's sends hang), and the process running the mail worker is killed with SIGKILL in the
// middle of those sends; then it refuses connections while a new process starts; then a real SMTP
// server comes up on loopback. Every message must be delivered, none lost; delivery is at least
// once, and here no message had reached SMTP before the kill, so none may arrive twice.

const registrations = 12;

let database: TestDatabase;
let smtpPort: number;
const processes: ServerProcess[] = [];
let smtp: TestSmtpServer | undefined;
let blackHole: net.Server | undefined;
const heldSockets = new Set<net.Socket>();

/** A TCP listener on the SMTP port that accepts and never says a word: a hung mail server. */
async function startBlackHole(port: number): Promise<net.Server> {
  const server = net.createServer((socket) => {
    heldSockets.add(socket);
    socket.on('close', () => heldSockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

async function stopBlackHole(): Promise<void> {
  const server = blackHole;
  blackHole = undefined;
  if (!server) return;
  for (const socket of heldSockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtpPort = await freePort();
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((server) => killServerProcess(server)));
  await stopBlackHole();
  await smtp?.close();
  await database.destroy();
});

const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

const jobFigures = async () => {
  const { rows } = await sql<{
    total: number;
    done: number;
    failed: number;
    locked: number;
    retried: number;
  }>`
    select count(*)::int as total,
           count(*) filter (where done_at is not null)::int as done,
           count(*) filter (where failed_at is not null)::int as failed,
           count(*) filter (where done_at is null and locked_until > now())::int as locked,
           count(*) filter (where last_error is not null)::int as retried
      from jobs where kind = 'mail.send'
  `.execute(database.db);
  const [row] = rows;
  if (!row) throw new Error('no figures');
  return row;
};

describe('SMTP down and the mail worker killed in the middle of its jobs', () => {
  it('delivers every e-mail once SMTP is back, none lost', async () => {
    blackHole = await startBlackHole(smtpPort);
    const first = await startServerProcess(database.url, mailEnv());
    processes.push(first);

    const emails = Array.from(
      { length: registrations },
      (_, index) => `uj-vevo-${Date.now().toString(36)}-${index}@example.com`,
    );
    const registered = await Promise.all(
      emails.map((email) =>
        call(`${first.url}/api/register`, {
          body: {
            name: 'Új Vevő',
            email,
            password: 'Szinhazi-Jegy-77',
            password_confirmation: 'Szinhazi-Jegy-77',
            terms: true,
          },
        }),
      ),
    );
    expect(registered.map((res) => res.status)).toEqual(emails.map(() => 201));
    // The worker has taken jobs and hangs in the SMTP greeting: kill it there.
    await waitFor(async () => (await jobFigures()).locked >= 1, 15_000, 100);
    const atKill = await jobFigures();
    await killServerProcess(first, 'SIGKILL');
    expect(atKill.locked).toBeGreaterThanOrEqual(1);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(atKill.total).toBe(registrations);
    expect(atKill.done).toBe(0);

    // SMTP now refuses connections; a new process starts and its worker fails and retries.
    await stopBlackHole();
    const second = await startServerProcess(database.url, mailEnv());
    processes.push(second);
    const refusedSeen = await waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from jobs
           where kind = 'mail.send' and last_error ilike '%ECONNREFUSED%'
        `.execute(database.db);
        return (rows[0]?.n ?? 0) > 0;
      },
      20_000,
      200,
    );
    expect(refusedSeen).toBe(true);
    expect((await jobFigures()).done).toBe(0);

    // SMTP is back. The killed worker's jobs stay leased to it for 5 minutes (the worker's
    // lease); the lease is moved into the past here, as if those 5 minutes had passed.
    smtp = await startTestSmtpServer(smtpPort);
    const { numUpdatedRows } = await database.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('kind', '=', 'mail.send')
      .where('done_at', 'is', null)
      .where('locked_by', 'like', `%:${first.child.pid}:%`)
      .where('locked_until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    const leasedToTheDead = Number(numUpdatedRows);
    expect(leasedToTheDead).toBe(atKill.locked);

    const allSent = await waitFor(
      async () => {
        const row = await database.db
          .selectFrom('mail_messages')
          .select(sql<number>`count(*) filter (where status = 'sent')::int`.as('sent'))
          .executeTakeFirstOrThrow();
        return row.sent === registrations && (await jobFigures()).done === registrations;
      },
      60_000,
      250,
    );
    const figures = await jobFigures();
    const received = smtp.received.length;
    const recipients = new Set(smtp.received.flatMap((mail) => mail.envelopeTo));
    console.log(
      `[fault] mail-outage: ${registrations} registrations; SMTP hung, worker killed with ` +
        `${atKill.locked} jobs in flight; SMTP refused while the second process retried ` +
        `(${figures.retried} jobs failed at least once); after recovery ${received} mails ` +
        `received for ${recipients.size} recipients, jobs done ${figures.done}/${figures.total}, ` +
        `failed ${figures.failed}, duplicates ${received - recipients.size}`,
    );
    expect(allSent).toBe(true);
    expect(figures).toMatchObject({ total: registrations, done: registrations, failed: 0 });
    // Every one delivered, to the right address, once: none lost, none doubled.
    expect([...recipients].sort()).toEqual([...emails].sort());
    expect(received).toBe(registrations);
    for (const mail of smtp.received) {
      expect(mail.text ?? '').toMatch(/\/verify-email\//);
    }
  });
});
