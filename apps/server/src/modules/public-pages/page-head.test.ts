import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head.js';

describe('a page’s head tags', () => {
  const meta = {
    locale: 'hu' as const,
    path: '/events/x',
    title: 'A "vihar" <script>alert(1)</script> & más',
    description: 'Leírás',
    siteName: 'Színház',
    noindex: false,
  };

  it('escape every text, so no title can break out of its tag', () => {
    const head = pageHead(meta, 'https://jegy.example.hu');
    expect(head).not.toContain('<script>alert(1)</script>');
    expect(head).toContain(
      '<title>A &quot;vihar&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; más</title>',
    );
  });

  it('keep structured data inside its script element', () => {
    const head = pageHead(
      { ...meta, structuredData: { name: '</script><script>alert(1)</script>' } },
      'https://jegy.example.hu',
    );
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('\\u003c/script>');
  });

  it('name no canonical or alternates for a page kept out of search', () => {
    const head = pageHead({ ...meta, noindex: true }, 'https://jegy.example.hu');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('hreflang');
  });
});
