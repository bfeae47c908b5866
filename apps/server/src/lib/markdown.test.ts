import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders Markdown with Hungarian text', () => {
    expect(renderMarkdown('# Árvíztűrő\n\n**tükörfúrógép** őŰ')).toBe(
      '<h2>Árvíztűrő</h2>\n<p><strong>tükörfúrógép</strong> őŰ</p>',
    );
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n<a href="#" onclick="x()">y</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript|<img/i);
    expect(html).toContain('y</a>');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(renderMarkdown('[SimplePay](https://simplepay.hu/)')).toContain(
      'rel="noopener noreferrer" target="_blank"',
    );
  });
});
