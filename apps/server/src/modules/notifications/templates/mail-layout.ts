import type { Locale } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import { escapeHtml } from './escape-html.js';

export const brandColor = '#7a0f28';

/** Who sends: from the theatre's settings. */
export interface MailBrand {
  theatreName: string;
  /** Absolute URL of the logo: a bitmap, since mail clients do not show SVG. */
  logoUrl: string;
  /** The brand title in the recipient's language, e.g. "Online jegypénztár". */
  brandTitle: string;
  /** The company's e-mail address for questions; none when the settings have none. */
  contactEmail: string | null;
}

/** One e-mail's content as plain texts (not escaped); the layouts turn it into HTML and text. */
export interface MailDocument {
  locale: Locale;
  brand: MailBrand;
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  heading: string;
  /** Paragraphs before the button. */
  body: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button (the link's validity). */
  after: string[];
  /** Small print: "if you did not ask for this, ignore this e-mail". */
  notes: string[];
}

const font = 'Arial, Helvetica, sans-serif';
const pageBackground = '#f3efec';
const textColor = '#1f1f1f';
const mutedColor = '#595959';

/** A paragraph; its line breaks (a performance's name, date and venue) stay line breaks. */
const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px 0;${style}">${text.split('\n').map(escapeHtml).join('<br>')}</p>`;

function buttonHtml(label: string, url: string, locale: Locale): string {
  const href = escapeHtml(url);
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0;border-collapse:separate;">
<tr>
<td align="center" bgcolor="${brandColor}" style="border-radius:6px;background-color:${brandColor};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td>
</tr>
</table>
<p style="margin:0 0 16px 0;font-size:14px;line-height:20px;color:${mutedColor};">${escapeHtml(translateMail(locale, 'common.button_fallback'))}<br><a href="${href}" target="_blank" style="color:${brandColor};text-decoration:underline;word-break:break-all;">${href}</a></p>`;
}

/**
 * The HTML version: tables for layout (what survives Outlook and webmail), inline styles only, a
 * hidden preheader, a bulletproof button with the plain address under it. Every text is escaped.
 */
export function renderHtml(doc: MailDocument): string {
  const { brand, locale } = doc;
  const footer = [
    translateMail(locale, 'common.automatic'),
    ...(brand.contactEmail
      ? [translateMail(locale, 'common.contact', { email: brand.contactEmail })]
      : []),
  ];
  // Filler after the preheader keeps clients from pulling body text into the preview line.
  const filler = '&#847;&zwnj;&nbsp;'.repeat(40);
  return `<!DOCTYPE html>
<html lang="${locale}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(doc.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${pageBackground};">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(doc.preheader)}${filler}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="background-color:${pageBackground};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" border="0" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="background-color:${brandColor};padding:20px 32px;border-radius:8px 8px 0 0;font-family:${font};color:#ffffff;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr>
<td style="padding:0 16px 0 0;vertical-align:middle;"><img src="${escapeHtml(brand.logoUrl)}" width="48" height="48" alt="" style="display:block;border:0;width:48px;height:48px;"></td>
<td style="vertical-align:middle;font-family:${font};color:#ffffff;">
<div style="font-size:20px;line-height:26px;font-weight:bold;">${escapeHtml(brand.theatreName)}</div>
<div style="font-size:14px;line-height:20px;">${escapeHtml(brand.brandTitle)}</div>
</td>
</tr></table>
</td>
</tr>
<tr>
<td style="padding:32px;font-family:${font};font-size:16px;line-height:24px;color:${textColor};">
<h1 style="margin:0 0 24px 0;font-family:${font};font-size:24px;line-height:30px;color:${brandColor};">${escapeHtml(doc.heading)}</h1>
${doc.body.map((text) => paragraph(text)).join('\n')}
${doc.button ? buttonHtml(doc.button.label, doc.button.url, locale) : ''}
${doc.after.map((text) => paragraph(text, 'font-weight:bold;')).join('\n')}
${doc.notes.map((text) => paragraph(text, `font-size:14px;line-height:20px;color:${mutedColor};`)).join('\n')}
<p style="margin:24px 0 0 0;">${escapeHtml(translateMail(locale, 'common.signature'))}<br>${escapeHtml(brand.theatreName)}</p>
</td>
</tr>
</table>
<table role="presentation" width="600" border="0" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;">
<tr>
<td style="padding:16px 32px;font-family:${font};font-size:12px;line-height:18px;color:${mutedColor};text-align:center;">
${footer.map(escapeHtml).join('<br>\n')}
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text version: the same content, the link written out. */
export function renderText(doc: MailDocument): string {
  const { brand, locale } = doc;
  const blocks = [
    `${brand.theatreName} – ${brand.brandTitle}`,
    `${doc.heading}\n${'='.repeat(doc.heading.length)}`,
    ...doc.body,
    ...(doc.button ? [`${doc.button.label}:\n${doc.button.url}`] : []),
    ...doc.after,
    ...doc.notes,
    `${translateMail(locale, 'common.signature')}\n${brand.theatreName}`,
    [
      '-- ',
      translateMail(locale, 'common.automatic'),
      ...(brand.contactEmail
        ? [translateMail(locale, 'common.contact', { email: brand.contactEmail })]
        : []),
    ].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}
