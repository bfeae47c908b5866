import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html, so the page may run
 * exactly those scripts and no other inline code. Read from the built file, so they always match.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}
