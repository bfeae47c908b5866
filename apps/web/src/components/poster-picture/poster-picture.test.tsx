import type { PosterSource } from '@theatre/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PosterPicture, posterSize, posterSourceSets } from './poster-picture';

const file = (type: string, width: number, height = Math.round((width * 4) / 3)) => ({
  url: `/storage/posters/upload-7-0123456789abcdef-${String(width)}.${type.slice(6)}`,
  type,
  width,
  height,
});

const uploaded: PosterSource[] = [
  file('image/avif', 300),
  file('image/avif', 450),
  file('image/avif', 600),
  file('image/webp', 300),
  file('image/webp', 450),
  {
    url: '/storage/posters/upload-7-fedcba9876543210.webp',
    type: 'image/webp',
    width: 600,
    height: 800,
  },
];

describe('the poster’s srcset', () => {
  it('lists each type once, in the API’s order, each file with its width', () => {
    expect(posterSourceSets(uploaded)).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/storage/posters/upload-7-0123456789abcdef-300.avif 300w, /storage/posters/upload-7-0123456789abcdef-450.avif 450w, /storage/posters/upload-7-0123456789abcdef-600.avif 600w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/storage/posters/upload-7-0123456789abcdef-300.webp 300w, /storage/posters/upload-7-0123456789abcdef-450.webp 450w, /storage/posters/upload-7-fedcba9876543210.webp 600w',
      },
    ]);
    expect(posterSourceSets([])).toEqual([]);
  });

  it('sizes the image as the widest file, or 300×400 for a bundled poster', () => {
    expect(posterSize(uploaded)).toEqual({ width: 600, height: 800 });
    expect(posterSize([file('image/avif', 300), file('image/avif', 400, 533)])).toEqual({
      width: 400,
      height: 533,
    });
    expect(posterSize([])).toEqual({ width: 300, height: 400 });
  });
});

/**
 * The rendered HTML, as a DOM-less list of its elements and their attributes (names lower-cased,
 * as HTML reads them: React writes `srcSet`, `fetchPriority`).
 */
function elements(html: string): { tag: string | undefined; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    attributes: Object.fromEntries<string>(
      [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name ?? '').toLowerCase(),
        (value ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  }));
}

describe('the poster picture', () => {
  it('offers AVIF, then WebP, with sizes, before an <img> with width and height, loaded lazily', () => {
    const html = renderToStaticMarkup(
      <PosterPicture
        src="/storage/posters/upload-7-fedcba9876543210.webp"
        sources={uploaded}
        alt=""
        sizes="(max-width: 36em) 50vw, 300px"
        priority={false}
        className="poster"
      />,
    );
    const [picture, avif, webp, img, ...rest] = elements(html);
    expect(rest).toEqual([]);
    expect(picture?.tag).toBe('picture');
    expect(avif).toMatchObject({
      tag: 'source',
      attributes: { type: 'image/avif', sizes: '(max-width: 36em) 50vw, 300px' },
    });
    expect(avif?.attributes['srcset']).toContain('-450.avif 450w');
    expect(webp).toMatchObject({ tag: 'source', attributes: { type: 'image/webp' } });
    expect(webp?.attributes['srcset']).toContain('upload-7-fedcba9876543210.webp 600w');
    expect(img).toMatchObject({
      tag: 'img',
      attributes: {
        class: 'poster',
        src: '/storage/posters/upload-7-fedcba9876543210.webp',
        width: '600',
        height: '800',
        loading: 'lazy',
        decoding: 'async',
      },
    });
    expect(img?.attributes['fetchpriority']).not.toBe('high');
  });

  it('fetches a priority poster first and never lazily', () => {
    const html = renderToStaticMarkup(
      <PosterPicture src="/x.webp" sources={uploaded} alt="Plakát" sizes="240px" priority />,
    );
    const img = elements(html).find((element) => element.tag === 'img');
    expect(img?.attributes).toMatchObject({
      fetchpriority: 'high',
      loading: 'eager',
      alt: 'Plakát',
    });
  });

  it('takes the width and height it is given for a thumbnail sized by them', () => {
    const html = renderToStaticMarkup(
      <PosterPicture
        src="/x.webp"
        sources={uploaded}
        alt=""
        sizes="36px"
        priority={false}
        box={{ width: 36, height: 48 }}
      />,
    );
    const img = elements(html).find((element) => element.tag === 'img');
    expect(img?.attributes).toMatchObject({ width: '36', height: '48' });
  });

  it('shows a bundled SVG poster as a plain <img> with width and height', () => {
    const html = renderToStaticMarkup(
      <PosterPicture
        src="/storage/posters/liliom.svg"
        sources={[]}
        alt=""
        sizes="300px"
        priority={false}
      />,
    );
    expect(elements(html)).toEqual([
      {
        tag: 'img',
        attributes: expect.objectContaining({
          src: '/storage/posters/liliom.svg',
          width: '300',
          height: '400',
        }) as unknown,
      },
    ]);
  });
});
