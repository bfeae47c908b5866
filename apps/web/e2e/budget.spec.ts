import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { returningVisitor } from './support';

// 172 KiB since 2026-11-28 (decision 0062): the English addresses and the server-rendered content's
// hand-over (decision 0061) added 2.4 KiB; the pop-up banner and the Google tag's code, now fetched
// only when needed, took 0.5 KiB back. Issue 24's goal is 150 KiB: that needs a lighter library
// in the vendor chunk (123 KiB), still open.
const budgetBytes = 172 * 1024;
const dist = path.resolve(import.meta.dirname, '..', 'dist');

// The JavaScript fetched before the home page first renders (entry, module preloads and the home
// route's chunks), gzipped, must stay within the budget so a phone on a slow network starts fast.
test('the home page loads at most 172 KiB of gzipped JavaScript before it renders', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await returningVisitor(page, 'hu');
  await page.goto('/');
  await expect(
    page
      .locator('main')
      .getByRole('link')
      .filter({ hasText: /Ft-tól/ })
      .first(),
  ).toBeVisible();
  const sizes = [...scripts].map((pathname) => {
    const file = path.join(dist, pathname);
    const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    return { pathname, gzip };
  });
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `first-load JavaScript: ${(total / 1024).toFixed(1)} KiB gzipped in ${sizes.length} files\n` +
      sizes.map((s) => `  ${s.pathname} ${(s.gzip / 1024).toFixed(1)} KiB`).join('\n'),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
