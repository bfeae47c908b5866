import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const screenshotDir = path.join(root, '.artifacts', 'screenshots');

interface Instance {
  url: string;
  databaseUrl: string;
}

interface E2eEnv {
  main: Instance;
  maintenance: Instance;
  /** The SMTP catcher's reader (mail-support.ts). */
  mail: { url: string };
}

/**
 * The servers e2e-server.ts started: `main` for journeys, `maintenance` for the 503 journey, and
 * the SMTP catcher both send their e-mails to.
 */
export function e2eEnv(): E2eEnv {
  // The file of this run's port when there is one: a run on another port may have rewritten the
  // shared one since this run started.
  const own = path.join(root, 'test-results', `e2e-env-${process.env.E2E_PORT ?? '3210'}.json`);
  const file = fs.existsSync(own) ? own : path.join(root, 'test-results', 'e2e-env.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as E2eEnv;
}

/**
 * Headers that make an API call come from a visitor's own address, as the trusted proxy in front
 * of the e2e servers (TRUST_PROXY=127.0.0.1 there) would say: each journey's API sign-in or
 * registration is another visitor, as on a real site, so the per-address limits (100 sign-ins in
 * 15 minutes, 20 registrations an hour) count one visitor's calls and not the whole suite's. The
 * browser's own requests carry no such header and come from 127.0.0.1.
 */
export function visitorAddress(): Record<string, string> {
  const n = 1 + Math.floor(Math.random() * 65_534);
  return { 'X-Forwarded-For': `198.18.${String(n >> 8)}.${String(n & 255)}` };
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * The one screen size a journey walked in both languages takes in each (decision 0062): Hungarian
 * on a desktop, English on a phone. Each language and each size is walked once; the four
 * combinations cost CI minutes and found nothing the two did not.
 */
export function sizeFor(language: 'hu' | 'en'): 'desktop' | 'phone' {
  return language === 'hu' ? 'desktop' : 'phone';
}

/** A visitor who has accepted cookies and seen the pop-up banner, in the given language. */
export async function returningVisitor(page: Page, language: 'hu' | 'en' = 'hu'): Promise<void> {
  await page.addInitScript(
    ([lang]) => {
      localStorage.setItem(
        'jegy-cookie-consent',
        JSON.stringify({ state: { opt_in_out: true }, version: 1 }),
      );
      // Only the first time: a test that switches language later must find its choice kept.
      if (localStorage.getItem('jegy-language') === null) {
        localStorage.setItem(
          'jegy-language',
          JSON.stringify({ state: { language: lang }, version: 0 }),
        );
      }
      sessionStorage.setItem('jegy-popup-seen', '/storage/posters/evadnyito.svg');
    },
    [language],
  );
}

/**
 * Waits until no transition or finite animation runs (a dialog fading in, a menu sliding): axe
 * reads colours as they are painted, and a half-faded title fails the contrast rule it passes
 * once shown. Endless animations (a spinner) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Sandboxed frames without scripts (an e-mail's preview, decision 0051): axe cannot enter them and
 * would wait for them until the test times out; their content is a document shown, not the app.
 */
export const scriptlessFrames = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * axe over the page and its frames, the scriptless ones left out. In axe's "legacy" mode: one
 * `axe.run` in the page, its same-origin frames injected too, where the default mode runs each
 * frame apart and joins the results in a blank page it opens for each check. Same findings (the
 * shop has no cross-origin frame), in half the time: some 500 checks in the journeys (decision 0062).
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude(scriptlessFrames).setLegacyMode();
}

/**
 * axe-core over the whole page: no violations at all. A check during which a transition or an
 * animation started (a toast leaving on its timer, a tooltip) read colours half-painted: it is
 * thrown away and taken again once the page is still (at most three times; a violation on a
 * still page always counts).
 */
export async function expectNoA11yViolations(page: Page, context: string): Promise<void> {
  let summary: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settleAnimations(page);
    await page.evaluate(() => {
      const watched = window as unknown as { a11yMoved?: boolean; a11yWatched?: boolean };
      watched.a11yMoved = false;
      if (watched.a11yWatched) return;
      watched.a11yWatched = true;
      for (const type of ['transitionstart', 'animationstart']) {
        document.addEventListener(
          type,
          () => {
            watched.a11yMoved = true;
          },
          true,
        );
      }
    });
    const results = await axeOf(page).analyze();
    summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    const moved = await page.evaluate(
      () => (window as unknown as { a11yMoved?: boolean }).a11yMoved === true,
    );
    if (!moved) break;
  }
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * Whether the journeys keep their pictures: yes on a developer's run, no on CI's (nobody looks at
 * them there, and some 260 full-page pictures cost minutes of a two-core machine's time; decision
 * 0062). E2E_SCREENSHOTS=1 or 0 says so either way.
 */
export const screenshotsKept =
  process.env.E2E_SCREENSHOTS === undefined ? !process.env.CI : process.env.E2E_SCREENSHOTS === '1';

/** A full-page screenshot kept under .artifacts/screenshots for people to look at. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsKept) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  // A full-page picture shows what is below the fold too: load the lazy images first.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
        ),
    );
  });
  const file = path.join(screenshotDir, `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 });
  } catch (error) {
    // On a loaded machine Chromium has been seen to never hand over a full page's frame (the
    // call hung until the test's time ran out). The picture is for people to look at, not a
    // check: take the viewport's instead, which needs no resized frame.
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    await page.screenshot({ path: file, timeout: 30_000 });
  }
}

export async function setMaintenance(databaseUrl: string, enabled: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into settings (key, value) values ('maintenance', $1)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [JSON.stringify({ enabled })],
    );
  } finally {
    await client.end();
  }
}

const budapestDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' });

/** The Budapest calendar day of an instant, `YYYY-MM-DD` (what the date filter means). */
export function budapestDayOf(iso: string): string {
  return budapestDayFormat.format(new Date(iso));
}

const maintenanceLock = () =>
  path.join(root, 'test-results', `maintenance-server-${process.env.E2E_PORT ?? '3210'}.lock`);

/**
 * The second server (maintenance, settings, content journeys) is shared by several spec files
 * that change its state; a group of journeys holds it for its whole run (call in `beforeAll`,
 * release in `afterAll`). An atomic mkdir is the lock; one older than ten minutes is a crashed
 * run's and is taken over.
 */
export async function holdMaintenanceServer(): Promise<void> {
  const lock = maintenanceLock();
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch {
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export function releaseMaintenanceServer(): void {
  fs.rmSync(maintenanceLock(), { recursive: true, force: true });
}

/** Text matched literally inside a regular expression (a ticket named "Gyermekjegy (14 …)"). */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
