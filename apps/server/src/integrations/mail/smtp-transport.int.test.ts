import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { loadConfig } from '../../config/config.js';
import type { JobLog } from '../../jobs/job-registry.js';
import { createWorker } from '../../jobs/worker.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail } from '../../modules/notifications/queue-mail.js';
import { createSendMailHandler, sendMailJobKind } from '../../modules/notifications/send-mail.js';
import { createMailTransport } from './create-mail-transport.js';
import type { MailTransport } from './mail-transport.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
  await database.db.deleteFrom('mail_messages').execute();
});

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Stands still until moved; a minute ahead, so mails queued "now" are due. */
function movableClock(): Clock & { advance(ms: number): void } {
  let at = Date.now() + 60_000;
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}

function setUp(port: number, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'https://jegy.example.hu',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    ...env,
  });
  const mail = createMailTransport(config);
  const clock = movableClock();
  const worker = createWorker({
    db: database.db,
    clock,
    log: silent,
    handlers: { [sendMailJobKind]: createSendMailHandler({ db: database.db, mail, clock }) },
  });
  return { config, mail, clock, worker };
}

const message = (id: number) =>
  database.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the SMTP transport', () => {
  let smtp: TestSmtpServer | undefined;
  let mail: MailTransport | undefined;
  afterAll(async () => {
    await mail?.close?.();
    await smtp?.close();
  });

  it('delivers a queued mail to an SMTP server: UTF-8 subject, recipient, text and HTML', async () => {
    smtp = await startTestSmtpServer();
    const setup = setUp(smtp.port);
    mail = setup.mail;
    expect(mail.kind).toBe('smtp');
    const id = await queueMail(database.db, setup.config, {
      kind: 'reset_password',
      to: 'orsolya@example.hu',
      name: 'Őri Orsolya Ű',
      locale: 'hu',
      path: '/reset-password/tok',
    });
    const queued = await message(id);
    expect(await setup.worker.runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    const stored = await message(id);
    expect(stored.status).toBe('sent');
    expect(received?.envelopeTo).toEqual(['orsolya@example.hu']);
    expect(received?.envelopeFrom).toBe('jegypenztar@localhost');
    expect(received?.headers.subject).toBe('Új jelszó beállítása – Rakparti Színház');
    expect(received?.headers.subject).toBe(stored.subject);
    // Delivered: the one-time link is not kept in the database.
    expect(stored.text).toBe('');
    expect(stored.html).toBe('');
    expect(received?.headers.to).toMatch(/^"?Őri Orsolya Ű"? <orsolya@example\.hu>$/);
    expect(received?.headers.from).toMatch(/^"?Rakparti Színház"? <jegypenztar@localhost>$/);
    expect(received?.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(received?.parts.map((part) => [part.contentType, part.charset?.toLowerCase()])).toEqual([
      ['text/plain', 'utf-8'],
      ['text/html', 'utf-8'],
    ]);
    // SMTP lines end in CRLF.
    const text = received?.text?.replace(/\r\n/g, '\n');
    expect(text).toContain('Kedves Őri Orsolya Ű!');
    expect(text).toContain('Új jelszó beállítása:\nhttps://jegy.example.hu/reset-password/tok\n');
    expect(text).toContain('A link 60 percig érvényes');
    expect(text).toBe(queued.text);
    expect(received?.html).toContain('href="https://jegy.example.hu/reset-password/tok"');
    expect(received?.html).toContain('Kedves Őri Orsolya Ű!');
    expect(received?.html?.replace(/\r\n/g, '\n')).toBe(queued.html);
  });

  it('uses MAIL_FROM as given', async () => {
    smtp ??= await startTestSmtpServer();
    const setup = setUp(smtp.port, { MAIL_FROM: '"Jegyiroda" <jegy@example.hu>' });
    try {
      await queueMail(database.db, setup.config, {
        kind: 'password_changed',
        to: 'x@example.hu',
        name: 'X',
        locale: 'en',
      });
      const before = smtp.received.length;
      expect(await setup.worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(before + 1);
      expect(smtp.received.at(-1)?.headers.from).toBe('Jegyiroda <jegy@example.hu>');
      expect(smtp.received.at(-1)?.envelopeFrom).toBe('jegy@example.hu');
    } finally {
      await setup.mail.close?.();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the mail queued, retries later, and delivers it exactly once', async () => {
    // A port that was just free: the server that had it is gone.
    const first = await startTestSmtpServer();
    const port = first.port;
    await first.close();

    const { config, mail, clock, worker } = setUp(port);
    let smtp: TestSmtpServer | undefined;
    try {
      const id = await queueMail(database.db, config, {
        kind: 'verify_email',
        to: 'down@example.hu',
        name: 'Ügyes Ödön',
        locale: 'hu',
        path: '/verify-email/5/zzz',
      });
      expect(await worker.runOnce()).toBe(1);
      const afterFailure = await message(id);
      expect(afterFailure.status).toBe('queued');
      expect(afterFailure.last_error).toMatch(/ECONNREFUSED|connect/i);
      const job = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null, locked_by: null });
      expect(job.run_at.getTime()).toBeGreaterThan(clock.now().getTime());
      expect(await worker.runOnce()).toBe(0);

      smtp = await startTestSmtpServer(port);
      clock.advance(15 * 60_000);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.text).toContain('Kedves Ügyes Ödön!');
      expect((await message(id)).status).toBe('sent');

      clock.advance(60 * 60_000);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mail.close?.();
      await smtp?.close();
    }
  });
});
