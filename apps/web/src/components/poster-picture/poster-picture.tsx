import type { PosterSource } from '@theatre/contracts';
import classes from './poster-picture.module.css';

/** A bundled SVG poster's box (they are drawn on a 600×800 view box): 3:4, the card's size. */
const fallbackSize = { width: 300, height: 400 } as const;

export interface PosterSourceSet {
  type: string;
  srcSet: string;
}

/**
 * The poster's files as `<source>` elements want them (decision 0059): one `srcset` per type, in
 * the order the API gives them (AVIF first: a browser takes the first type it can show), each file
 * with its width (`…-300.avif 300w, …`).
 */
export function posterSourceSets(sources: readonly PosterSource[]): PosterSourceSet[] {
  const byType = new Map<string, string[]>();
  for (const source of sources) {
    const list = byType.get(source.type) ?? [];
    list.push(`${source.url} ${String(source.width)}w`);
    byType.set(source.type, list);
  }
  return [...byType].map(([type, list]) => ({ type, srcSet: list.join(', ') }));
}

/** The `<img>`'s width and height: the widest file's, else the bundled posters' 3:4 box. */
export function posterSize(sources: readonly PosterSource[]): { width: number; height: number } {
  const widest = sources.reduce<PosterSource | null>(
    (best, source) => (best === null || source.width > best.width ? source : best),
    null,
  );
  return widest ? { width: widest.width, height: widest.height } : fallbackSize;
}

export interface PosterPictureProps {
  /** The spec's `img_path`: the `<img>`'s own file (the 600×800 WebP, or a bundled SVG). */
  src: string;
  /** The API's `poster_sources`; empty for a bundled SVG poster: a plain `<img>`. */
  sources: readonly PosterSource[];
  alt: string;
  /** How wide the poster is shown, for the browser to pick a file (`sizes`). */
  sizes: string;
  /**
   * Above the fold (the first cards of the programme, the event page's poster, likely the Largest
   * Contentful Paint): fetched first and never lazily. Otherwise loaded when scrolled near.
   */
  priority: boolean;
  className?: string;
  /**
   * The `<img>`'s width and height attributes where they, not CSS, set its size (a back-office
   * thumbnail); by default the widest file's (its ratio keeps the place while CSS sizes it).
   */
  box?: { width: number; height: number };
}

/**
 * A poster as `<picture>`: AVIF, then WebP, in the sizes the server made, and an `<img>` with its
 * width and height, so the page keeps its place before the file arrives (the frame around it keeps
 * 3:4; the image fills it with `object-fit: cover`).
 */
export function PosterPicture({
  src,
  sources,
  alt,
  sizes,
  priority,
  className,
  box,
}: PosterPictureProps) {
  const { width, height } = box ?? posterSize(sources);
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
    />
  );
  const sets = posterSourceSets(sources);
  if (sets.length === 0) return image;
  return (
    <picture className={classes.picture}>
      {sets.map((set) => (
        <source key={set.type} type={set.type} srcSet={set.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
