import { budapestDateFormat, localeNumberFormat, type Locale } from '@theatre/i18n';
import { translateMail, type MailMessageKey } from '@theatre/i18n/mail';
import type { MailboxEntry } from './list-mailbox.js';
import { brandColor } from './templates/mail-layout.js';
import { escapeHtml } from './templates/escape-html.js';

/**
 * The development mailbox's pages (demo mode): plain server-rendered HTML, no script (the app's
 * Content-Security-Policy allows none inline), styles inline, landmarks, headings and table
 * headers for assistive technology.
 */

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;background:#ffffff;line-height:1.5}
header{background:${brandColor};color:#ffffff;padding:12px 24px}
header p{margin:0;font-weight:bold}
main{padding:8px 24px 32px;max-width:1200px}
a{color:${brandColor}}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-weight:bold;padding:8px 0}
th,td{border-bottom:1px solid #d0d0d0;padding:8px;text-align:left;vertical-align:top}
th{background:#f3efec}
.failed{color:#a40000;font-weight:bold}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f7;padding:16px;border:1px solid #d0d0d0;font-size:14px}
iframe{width:100%;height:760px;border:1px solid #d0d0d0;background:#ffffff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dt{font-weight:bold}
dd{margin:0;overflow-wrap:anywhere}
form{display:flex;gap:8px;align-items:flex-end;flex-wrap:wrap;margin:16px 0}
label{display:block;font-weight:bold}
input{font:inherit;padding:6px 8px;border:1px solid #767676;border-radius:4px;min-width:280px}
button{font:inherit;padding:7px 16px;background:${brandColor};color:#ffffff;border:0;border-radius:4px;cursor:pointer}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
`;

const t = (locale: Locale, key: MailMessageKey, params?: Record<string, string | number>) =>
  escapeHtml(translateMail(locale, key, params));

function page(locale: Locale, title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header><p>${t(locale, 'mailbox.title')}</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

function formatInstant(date: Date, locale: Locale): string {
  return budapestDateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** `24 bájt`, `2 kB`, `12,3 kB`, `1,2 MB` (1 kB = 1024 bytes here). */
function formatSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  const format = localeNumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  });
  return format.format(value);
}

/** The list's cell: each file's name and size, one a line. */
function attachmentsCell(message: MailboxEntry, locale: Locale): string {
  return message.attachments
    .map((file) => `${escapeHtml(file.filename)} (${escapeHtml(formatSize(file.size, locale))})`)
    .join('<br>');
}

/** The message page's section: each file to download, with its type and size. */
function attachmentsSection(message: MailboxEntry, locale: Locale): string {
  const rows = message.attachments
    .map(
      (file) => `<tr>
<td><a href="/dev/mailbox/${message.id}/attachments/${file.id}" download>${escapeHtml(file.filename)}</a></td>
<td>${escapeHtml(file.content_type)}</td>
<td>${escapeHtml(formatSize(file.size, locale))}</td>
</tr>`,
    )
    .join('\n');
  const body =
    message.attachments.length === 0
      ? `<p>${t(locale, 'mailbox.no_attachments')}</p>`
      : `<table>
<caption>${t(locale, 'mailbox.attachments_caption')}</caption>
<thead><tr>
<th scope="col">${t(locale, 'mailbox.attachment_name')}</th>
<th scope="col">${t(locale, 'mailbox.attachment_type')}</th>
<th scope="col">${t(locale, 'mailbox.attachment_size')}</th>
</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<section aria-labelledby="attachments">
<h2 id="attachments">${t(locale, 'mailbox.attachments')}</h2>
${body}
</section>`;
}

const timeHtml = (date: Date, locale: Locale) =>
  `<time datetime="${date.toISOString()}">${escapeHtml(formatInstant(date, locale))}</time>`;

function statusHtml(status: string, locale: Locale): string {
  switch (status) {
    case 'queued':
      return t(locale, 'mailbox.status_queued');
    case 'sent':
      return t(locale, 'mailbox.status_sent');
    case 'failed':
      return `<span class="failed">${t(locale, 'mailbox.status_failed')}</span>`;
    default:
      return escapeHtml(status);
  }
}

const knownKinds = ['verify_email', 'magic_link', 'reset_password', 'password_changed'] as const;
function kindLabel(kind: string, locale: Locale): string {
  const known = knownKinds.find((k) => k === kind);
  return known === undefined ? escapeHtml(kind) : t(locale, `${known}.heading`);
}

const recipientHtml = (message: MailboxEntry) =>
  message.to_name
    ? `${escapeHtml(message.to_name)} &lt;${escapeHtml(message.to_address)}&gt;`
    : escapeHtml(message.to_address);

/** GET /dev/mailbox: the newest messages first, filterable by recipient. */
export function renderMailboxPage(
  messages: MailboxEntry[],
  options: { locale: Locale; to: string | undefined },
): string {
  const { locale } = options;
  const to = options.to?.trim() || undefined;
  const rows = messages
    .map(
      (message) => `<tr>
<td>${timeHtml(message.created_at, locale)}</td>
<td>${recipientHtml(message)}</td>
<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td>
<td>${attachmentsCell(message, locale)}</td>
<td>${kindLabel(message.kind, locale)}</td>
<td>${statusHtml(message.status, locale)}</td>
</tr>`,
    )
    .join('\n');
  const table =
    messages.length === 0
      ? `<p>${t(locale, 'mailbox.empty')}</p>`
      : `<table>
<caption>${to === undefined ? t(locale, 'mailbox.caption') : t(locale, 'mailbox.filtered_caption', { to })}</caption>
<thead><tr>
<th scope="col">${t(locale, 'mailbox.time')}</th>
<th scope="col">${t(locale, 'mailbox.recipient')}</th>
<th scope="col">${t(locale, 'mailbox.subject')}</th>
<th scope="col">${t(locale, 'mailbox.attachments')}</th>
<th scope="col">${t(locale, 'mailbox.kind')}</th>
<th scope="col">${t(locale, 'mailbox.status')}</th>
</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    locale,
    translateMail(locale, 'mailbox.title'),
    `<h1>${t(locale, 'mailbox.title')}</h1>
<p>${t(locale, 'mailbox.demo_notice')}</p>
<form method="get" action="/dev/mailbox" role="search">
<div><label for="to">${t(locale, 'mailbox.filter_label')}</label>
<input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(to ?? '')}"></div>
<button type="submit">${t(locale, 'mailbox.filter_button')}</button>
${to === undefined ? '' : `<a href="/dev/mailbox">${t(locale, 'mailbox.filter_clear')}</a>`}
</form>
${table}`,
  );
}

/** The plain text with its web addresses made links (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * The message's HTML frame: an opaque origin (no allow-same-origin), its links open outside it.
 * Its scripts are allowed by the sandbox but none can run: a srcdoc frame inherits the page's
 * Content-Security-Policy (default-src 'none', no script-src). Allowing them lets a browser's
 * tooling (axe-core in the browser tests) look inside the frame; a frame that forbids scripts
 * makes Chromium's DevTools protocol wait forever for its context.
 */
const FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * GET /dev/mailbox/:id: the headers, the attachments (to download), the HTML version in a
 * sandboxed frame, the plain text.
 */
export function renderMailboxMessagePage(message: MailboxEntry, locale: Locale): string {
  const field = (label: MailMessageKey, value: string) =>
    `<dt>${t(locale, label)}</dt><dd>${value}</dd>`;
  const headers = [
    field('mailbox.recipient', recipientHtml(message)),
    field('mailbox.subject', escapeHtml(message.subject)),
    field('mailbox.kind', kindLabel(message.kind, locale)),
    field('mailbox.language', escapeHtml(message.locale)),
    field('mailbox.time', timeHtml(message.created_at, locale)),
    field('mailbox.status', statusHtml(message.status, locale)),
    ...(message.sent_at ? [field('mailbox.sent_at', timeHtml(message.sent_at, locale))] : []),
    ...(message.last_error ? [field('mailbox.last_error', escapeHtml(message.last_error))] : []),
  ];
  // No scripts and an opaque origin in the frame; links may open in a new tab.
  return page(
    locale,
    `${message.subject} – ${translateMail(locale, 'mailbox.title')}`,
    `<p><a href="/dev/mailbox">${t(locale, 'mailbox.back')}</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<section aria-labelledby="headers">
<h2 id="headers">${t(locale, 'mailbox.headers')}</h2>
<dl>
${headers.join('\n')}
</dl>
</section>
${attachmentsSection(message, locale)}
<section aria-labelledby="html-version">
<h2 id="html-version">${t(locale, 'mailbox.html_version')}</h2>
<iframe title="${t(locale, 'mailbox.html_frame_title')}" sandbox="${FRAME_SANDBOX}" srcdoc="${escapeHtml(message.html)}"></iframe>
</section>
<section aria-labelledby="text-version">
<h2 id="text-version">${t(locale, 'mailbox.text_version')}</h2>
<pre>${linkify(message.text)}</pre>
</section>`,
  );
}

export function renderMailboxNotFoundPage(locale: Locale): string {
  return page(
    locale,
    translateMail(locale, 'mailbox.not_found'),
    `<h1>${t(locale, 'mailbox.not_found')}</h1>
<p><a href="/dev/mailbox">${t(locale, 'mailbox.back')}</a></p>`,
  );
}
