import type { Locale } from '@theatre/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { loadConfig, type Config } from '../../config/config.js';
import { createMailboxTransport } from '../../integrations/mail/mailbox-transport.js';
import {
  PermanentMailError,
  type MailTransport,
  type OutgoingMail,
} from '../../integrations/mail/mail-transport.js';
import type { JobLog } from '../../jobs/job-registry.js';
import { createWorker } from '../../jobs/worker.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail, type MailKind, type QueueMailInput } from './queue-mail.js';
import { createSendMailHandler, sendMailJobKind } from './send-mail.js';

let database: TestDatabase;
let config: Config;
beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'https://jegy.example.hu/',
  });
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

/** A transport that keeps what it is given, or fails as told. */
function recordingTransport(fail?: () => Error): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'mailbox',
    sent,
    send(message) {
      if (fail) return Promise.reject(fail());
      sent.push(message);
      return Promise.resolve();
    },
  };
}

function mailWorker(mail: MailTransport, clock: Clock = movableClock()) {
  return createWorker({
    db: database.db,
    clock,
    log: silent,
    random: () => 0.5,
    handlers: { [sendMailJobKind]: createSendMailHandler({ db: database.db, mail, clock }) },
  });
}

const input = (overrides: Partial<QueueMailInput> = {}): QueueMailInput => ({
  kind: 'verify_email',
  to: 'anna@example.hu',
  name: 'Kovács Anna',
  locale: 'hu',
  path: '/verify-email/12/abc',
  ...overrides,
});

const message = (id: number) =>
  database.db
    .selectFrom('mail_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('queueMail', () => {
  it('leaves no message and no job when the caller’s transaction rolls back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queueMail(trx, config, input());
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    expect(await database.db.selectFrom('mail_messages').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('queues a committed mail that the worker then delivers, once', async () => {
    const id = await database.db
      .transaction()
      .execute((trx) =>
        queueMail(trx, config, input({ kind: 'magic_link', path: '/magic-link?token=t' })),
      );
    expect(await message(id)).toMatchObject({
      kind: 'magic_link',
      to_address: 'anna@example.hu',
      to_name: 'Kovács Anna',
      locale: 'hu',
      status: 'queued',
      sent_at: null,
    });
    const jobs = await database.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toMatchObject([{ kind: 'mail.send', payload: { message_id: id } }]);

    const mail = recordingTransport();
    const worker = mailWorker(mail);
    expect(await worker.runOnce()).toBe(1);
    const sent = await message(id);
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: 'anna@example.hu',
      toName: 'Kovács Anna',
      subject: sent.subject,
      html: sent.html,
      text: sent.text,
      fromName: 'Rakparti Színház',
    });

    // The same job delivered again (at least once) does not send the mail again.
    const handler = createSendMailHandler({ db: database.db, mail, clock: movableClock() });
    await handler(
      { message_id: id },
      { jobId: 0, kind: 'mail.send', attempt: 2, maxAttempts: 20, lastAttempt: false, log: silent },
    );
    expect(mail.sent).toHaveLength(1);
  });

  it('delivers to the development mailbox by marking the stored message sent', async () => {
    const id = await queueMail(database.db, config, input());
    expect(await mailWorker(createMailboxTransport()).runOnce()).toBe(1);
    expect((await message(id)).status).toBe('sent');
  });

  it('keeps a failed mail queued for a retry, and marks it failed when giving up', async () => {
    const clock = movableClock();
    const id = await queueMail(database.db, config, input());
    const worker = mailWorker(
      recordingTransport(() => new Error('connect ECONNREFUSED 127.0.0.1:25')),
      clock,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await message(id)).toMatchObject({
      status: 'queued',
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const job = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null, max_attempts: 20 });
    expect(job.run_at.getTime()).toBe(clock.now().getTime() + 5_000);

    await database.db.updateTable('jobs').set({ max_attempts: 2 }).execute();
    clock.advance(5_000);
    expect(await worker.runOnce()).toBe(1);
    expect((await message(id)).status).toBe('failed');
    const failedJob = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(failedJob.failed_at).not.toBeNull();
  });

  it('gives up at once when the mail server refuses the recipient for good', async () => {
    const id = await queueMail(database.db, config, input());
    const worker = mailWorker(
      recordingTransport(() => new PermanentMailError('550 5.1.1 No such user')),
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await message(id)).toMatchObject({
      status: 'failed',
      last_error: '550 5.1.1 No such user',
    });
    const job = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
    expect(job.failed_at).not.toBeNull();
  });

  it('refuses a link that is not an app path, storing nothing', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', 'verify', '/a b']) {
      await expect(queueMail(database.db, config, input({ path }))).rejects.toThrow();
    }
    await expect(queueMail(database.db, config, input({ path: undefined }))).rejects.toThrow(
      /needs its link/,
    );
    expect(await database.db.selectFrom('mail_messages').select('id').execute()).toEqual([]);
  });
});

describe('the e-mail templates', () => {
  const link = 'https://jegy.example.hu/verify-email/12/abc';

  async function render(kind: MailKind, locale: Locale, overrides: Partial<QueueMailInput> = {}) {
    const id = await queueMail(database.db, config, input({ kind, locale, ...overrides }));
    return message(id);
  }

  it('puts the absolute link in both versions, in the recipient’s language', async () => {
    const hu = await render('verify_email', 'hu');
    expect(hu.subject).toBe('Erősítse meg e-mail-címét – Rakparti Színház');
    expect(hu.html).toContain('<html lang="hu"');
    expect(hu.html).toContain(`href="${link}"`);
    expect(hu.html).toContain(`>${link}</a>`);
    expect(hu.html).toContain('Kedves Kovács Anna!');
    expect(hu.html).toContain('A link 48 órán át érvényes.');
    expect(hu.html).toContain('#7a0f28');
    expect(hu.html).toContain('Rakparti Színház');
    expect(hu.html).toContain('Online jegypénztár');
    expect(hu.html).toContain('jegy@rakpartiszinhaz.hu');
    expect(hu.text).toContain(`\n${link}\n`);
    expect(hu.text).toContain('A link 48 órán át érvényes.');
    expect(hu.text).not.toContain('<');

    const en = await render('verify_email', 'en');
    expect(en.subject).toBe('Confirm your e-mail address – Rakparti Színház');
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain('Online box office');
    expect(en.html).toContain(`href="${link}"`);
    expect(en.text).toContain(link);
    expect(en.text).toContain('Dear Kovács Anna,');
    expect(en.text).toContain('The link is valid for 48 hours.');
    expect(en.text).not.toMatch(/érvényes|Kedves/);
  });

  it('states how long each link works and says to ignore a mail one did not ask for', async () => {
    const magicHu = await render('magic_link', 'hu', { path: '/magic-link?token=x' });
    expect(magicHu.text).toContain('A link 10 percig érvényes');
    expect(magicHu.text).toContain('Ha nem Ön kérte ezt a levelet, hagyja figyelmen kívül');
    expect(magicHu.text).toContain('https://jegy.example.hu/magic-link?token=x');
    const magicEn = await render('magic_link', 'en', { path: '/magic-link?token=x' });
    expect(magicEn.html).toContain('valid for 10 minutes');
    expect(magicEn.html).toContain('If you did not ask for this, ignore this e-mail');
    const resetHu = await render('reset_password', 'hu', { path: '/reset-password/r' });
    expect(resetHu.html).toContain('A link 60 percig érvényes');
    expect(resetHu.html).toContain('href="https://jegy.example.hu/reset-password/r"');
    const resetEn = await render('reset_password', 'en', { path: '/reset-password/r' });
    expect(resetEn.text).toContain('valid for 60 minutes');
    expect(resetEn.text).toContain('If you did not ask for this, ignore this e-mail');
  });

  it('sends a security notice when the password changed', async () => {
    const hu = await render('password_changed', 'hu', { path: undefined });
    expect(hu.subject).toBe('Megváltozott a jelszava – Rakparti Színház');
    expect(hu.text).toContain('fiókja (anna@example.hu) jelszavát az imént megváltoztatták');
    expect(hu.text).toContain('Elfelejtett jelszó');
    expect(hu.html).not.toContain('href="https://jegy.example.hu/');
    const en = await render('password_changed', 'en', { path: '/forgot-password' });
    expect(en.text).toContain('If it was not you');
    expect(en.html).toContain('href="https://jegy.example.hu/forgot-password"');
  });

  it('escapes every value put in the HTML', async () => {
    const mail = await render('reset_password', 'en', {
      name: '<img src=x onerror=alert(1)> "Bob" & Co',
      path: '/reset-password/a?b=1&c="2"',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain(
      'Dear &lt;img src=x onerror=alert(1)&gt; &quot;Bob&quot; &amp; Co,',
    );
    expect(mail.html).toContain(
      'href="https://jegy.example.hu/reset-password/a?b=1&amp;c=&quot;2&quot;"',
    );
    expect(mail.text).toContain('Dear <img src=x onerror=alert(1)> "Bob" & Co,');
  });

  it('escapes the theatre’s name from the settings as well', async () => {
    const stored = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'public')
      .executeTakeFirstOrThrow();
    const value = stored.value as Record<string, unknown>;
    await database.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...value, theatre_name: 'Kis & <b>Nagy</b>\nSzínház' }) })
      .where('key', '=', 'public')
      .execute();
    try {
      const mail = await render('verify_email', 'hu');
      expect(mail.subject).toBe('Erősítse meg e-mail-címét – Kis & <b>Nagy</b> Színház');
      expect(mail.html).toContain('Kis &amp; &lt;b&gt;Nagy&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Nagy');
    } finally {
      await database.db
        .updateTable('settings')
        .set({ value: JSON.stringify(value) })
        .where('key', '=', 'public')
        .execute();
    }
  });
});

describe('the brand in the mail', () => {
  it('shows the theatre’s bitmap logo from the public address (mail clients skip SVG)', async () => {
    const id = await queueMail(database.db, config, {
      kind: 'magic_link',
      to: 'logo@example.org',
      name: 'Logó Teszt',
      locale: 'hu',
      path: '/magic-link?token=abc',
    });
    const message = await database.db
      .selectFrom('mail_messages')
      .select('html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.html).toContain(
      '<img src="https://jegy.example.hu/storage/brand/mail-logo.png"',
    );
  });
});
