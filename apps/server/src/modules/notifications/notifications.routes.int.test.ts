import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config/config.js';
import { queueMail } from './queue-mail.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

async function appWith(env: NodeJS.ProcessEnv, startWorker = false) {
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, logger: false, startWorker });
  await app.ready();
  return { app, config };
}

/** Waits for a condition, polling; fails after the deadline instead of hanging. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the development mailbox (demo mode)', () => {
  let app: FastifyInstance;
  let config: Config;
  const ids: number[] = [];
  beforeAll(async () => {
    ({ app, config } = await appWith({ NODE_ENV: 'test' }));
    ids.push(
      await queueMail(database.db, config, {
        kind: 'verify_email',
        to: 'Anna@Example.hu',
        name: 'Kovács Anna',
        locale: 'hu',
        path: '/verify-email/1/aaa',
      }),
    );
    ids.push(
      await queueMail(database.db, config, {
        kind: 'magic_link',
        to: 'bob@example.com',
        name: '<img src=x onerror=alert(1)>',
        locale: 'en',
        path: '/magic-link?token=bbb',
      }),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the messages newest first in an accessible page without scripts', async () => {
    const res = await app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="hu">/);
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Fejlesztői postafiók</h1>');
    expect(html).toContain('<th scope="col">Címzett</th>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const newest = html.indexOf(`href="/dev/mailbox/${ids[1]}"`);
    const older = html.indexOf(`href="/dev/mailbox/${ids[0]}"`);
    expect(newest).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newest);

    const english = await app.inject({ url: '/dev/mailbox', headers: { 'accept-language': 'en' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Development mailbox</h1>');
  });

  it('filters the list by recipient', async () => {
    const res = await app.inject('/dev/mailbox?to=anna@example.hu');
    expect(res.body).toContain(`href="/dev/mailbox/${ids[0]}"`);
    expect(res.body).not.toContain(`href="/dev/mailbox/${ids[1]}"`);
    expect(res.body).toContain('value="anna@example.hu"');
  });

  it('shows one message: headers, the HTML in a sandboxed frame, the plain text', async () => {
    const res = await app.inject(`/dev/mailbox/${ids[1]}?lang=en`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h1>Your login link – Rakparti Színház</h1>');
    expect(html).toContain('bob@example.com');
    expect(html).toMatch(/<iframe title="[^"]+" sandbox="[^"]*" srcdoc="&lt;!DOCTYPE html&gt;/);
    // An opaque origin, and no script runs in it: the srcdoc frame inherits the page's policy.
    expect(/sandbox="([^"]*)"/.exec(html)?.[1]).not.toContain('allow-same-origin');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<a href="http://localhost:3000/magic-link?token=bbb">http://localhost:3000/magic-link?token=bbb</a>',
    );
    expect(html).not.toContain('<script');

    const missing = await app.inject('/dev/mailbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Nincs ilyen levél.</h1>');
  });

  it('answers the browser tests with JSON, newest first, filterable by recipient', async () => {
    const all = await app.inject('/api/dev/mailbox');
    expect(all.statusCode).toBe(200);
    const list = all.json<{ id: number; to: string; kind: string; status: string }[]>();
    expect(list.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    const anna = await app.inject('/api/dev/mailbox?to=ANNA@example.hu');
    const [only, ...rest] = anna.json<Record<string, unknown>[]>();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      id: ids[0],
      kind: 'verify_email',
      to: 'Anna@Example.hu',
      subject: 'Erősítse meg e-mail-címét – Rakparti Színház',
      status: 'queued',
    });
    expect(only?.text).toContain('http://localhost:3000/verify-email/1/aaa');
    expect(only?.html).toContain('href="http://localhost:3000/verify-email/1/aaa"');
    expect(new Date(String(only?.created_at)).toISOString()).toBe(only?.created_at);
  });
});

describe('attachments in the development mailbox', () => {
  let app: FastifyInstance;
  let id: number;
  const tickets = Buffer.from('%PDF-1.7\n% the tickets\n');
  const receipt = Buffer.alloc(2048, 7);
  beforeAll(async () => {
    let config: Config;
    ({ app, config } = await appWith({ NODE_ENV: 'test' }));
    id = await queueMail(database.db, config, {
      // Any message may carry files; an order's confirmation does (its order is not needed here).
      kind: 'password_changed',
      to: 'dora@example.hu',
      name: 'Dóra',
      locale: 'hu',
      attachments: [
        { filename: 'jegyek-4242.pdf', contentType: 'application/pdf', content: tickets },
        { filename: 'nyugta-NY-2026-000001.pdf', contentType: 'application/pdf', content: receipt },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists them with each message: name, type and size; one downloads them', async () => {
    const list = await app.inject('/dev/mailbox?to=dora@example.hu');
    expect(list.body).toContain('<th scope="col">Mellékletek</th>');
    expect(list.body).toContain('jegyek-4242.pdf');
    expect(list.body).toContain('nyugta-NY-2026-000001.pdf (2 kB)');

    const page = await app.inject(`/dev/mailbox/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="attachments">Mellékletek</h2>');
    const link =
      /<a href="(\/dev\/mailbox\/\d+\/attachments\/\d+)" download>jegyek-4242\.pdf<\/a>/.exec(
        page.body,
      );
    expect(link).not.toBeNull();
    expect(page.body).toContain('<td>application/pdf</td>');
    expect(page.body).toContain('<td>2 kB</td>');
    expect(page.body).toContain(`<td>${tickets.length} bájt</td>`);

    const file = await app.inject(link?.[1] ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="jegyek-4242.pdf"');
    expect(file.rawPayload.equals(tickets)).toBe(true);
    // Only a message's own attachments, by their ids.
    const attachmentId = Number(link?.[1]?.split('/').pop());
    expect(
      (await app.inject(`/dev/mailbox/${id + 1000}/attachments/${attachmentId}`)).statusCode,
    ).toBe(404);
    expect((await app.inject(`/dev/mailbox/${id}/attachments/999999`)).statusCode).toBe(404);

    const json = await app.inject('/api/dev/mailbox?to=dora@example.hu');
    const [first, second, ...more] =
      json.json<{ attachments: { id: number }[] }[]>()[0]?.attachments ?? [];
    expect(more).toEqual([]);
    expect(first).toEqual({
      id: attachmentId,
      filename: 'jegyek-4242.pdf',
      content_type: 'application/pdf',
      size: tickets.length,
    });
    expect(second).toMatchObject({
      filename: 'nyugta-NY-2026-000001.pdf',
      content_type: 'application/pdf',
      size: 2048,
    });
  });
});

describe('the worker of the app', () => {
  it('runs when asked for, delivers queued mail, and stops with the app', async () => {
    const { app, config } = await appWith({ NODE_ENV: 'test' }, true);
    try {
      const id = await queueMail(database.db, config, {
        kind: 'password_changed',
        to: 'carol@example.hu',
        name: 'Carol',
        locale: 'hu',
      });
      await until(async () => {
        const row = await database.db
          .selectFrom('mail_messages')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row.status === 'sent';
      }, 'the worker to deliver the mail');
    } finally {
      await app.close();
    }
  });
});

describe('in production', () => {
  it('has no mailbox: 404 for the pages and the JSON', async () => {
    const { app } = await appWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jegy.example.hu',
      APP_SECRET: 'q8Vd2mZ0rXk4T1yLwP7nB5sH3cJ9aE6uG0fNQ2iR',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Rakparti Színház <jegy@example.hu>',
      SIMPLEPAY_MERCHANT: 'M1',
      SIMPLEPAY_SECRET_KEY: 'k',
      SIMPLEPAY_API_URL: 'https://sandbox.simplepay.hu/payment',
      NAV_LOGIN: 'l',
      NAV_PASSWORD: 'p',
      NAV_SIGN_KEY: 's',
      NAV_TAX_NUMBER: '12345676',
      NAV_API_URL: 'https://api-test.onlineszamla.nav.gov.hu/invoiceService/v3',
      SZAMLAZZ_AGENT_KEY: 'agent-key',
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/mailbox']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('Development mailbox');
        expect(res.body, url).not.toContain('Fejlesztői postafiók');
      }
    } finally {
      await app.close();
    }
  });
});

describe('who may read the mailbox', () => {
  it('answers only this machine, unless MAILBOX_OPEN shares it', async () => {
    const closed = await appWith({ NODE_ENV: 'test' });
    const open = await appWith({ NODE_ENV: 'test', MAILBOX_OPEN: 'true' });
    try {
      for (const url of [
        '/dev/mailbox',
        '/api/dev/mailbox',
        '/api/dev/%6Dailbox',
        '/dev/mailbo%78/1',
      ]) {
        const remote = await closed.app.inject({ url, remoteAddress: '203.0.113.7' });
        expect(remote.statusCode, url).toBe(404);
        const forwarded = await closed.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        expect(forwarded.statusCode, url).toBe(404);
      }
      for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
        expect((await closed.app.inject({ url, remoteAddress: '::1' })).statusCode, url).toBe(200);
        expect((await open.app.inject({ url, remoteAddress: '203.0.113.7' })).statusCode, url).toBe(
          200,
        );
      }
    } finally {
      await closed.app.close();
      await open.app.close();
    }
  });
});

describe('the logo in e-mails', () => {
  it('may be shown by webmail on other sites, and by the mailbox’s sandboxed frame', async () => {
    const { app, config } = await appWith({ NODE_ENV: 'test' });
    try {
      const logo = await app.inject('/storage/brand/mail-logo.png');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const id = await queueMail(database.db, config, {
        kind: 'verify_email',
        to: 'logo-frame@example.org',
        name: 'Logó Lili',
        locale: 'hu',
        path: '/verify-email/1/x',
      });
      const page = await app.inject({ url: `/dev/mailbox/${id}`, remoteAddress: '127.0.0.1' });
      expect(page.headers['content-security-policy']).toContain(
        `img-src 'self' data: ${new URL(config.publicUrl).origin}`,
      );
    } finally {
      await app.close();
    }
  });
});
