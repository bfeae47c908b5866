import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // A document's own top heading is the page title; demote # to ## so each page keeps one h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  },
};

const cache = new Map<string, string>();
const cacheLimit = 500;

/** Markdown written by staff, rendered to HTML that is safe to insert into a page. */
export function renderMarkdown(source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(source) as string, allowed).trim();
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(source, html);
  return html;
}
