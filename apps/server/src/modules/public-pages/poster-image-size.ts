import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { posterOutput } from '../programme/poster-image.js';

/** A bundled SVG poster's name (the file in the posters directory): letters, digits, dashes. */
const bundledPoster = /^\/storage\/posters\/([a-z0-9][a-z0-9-]*)\.svg$/;

/** Where a bundled SVG poster is shared from as a PNG: link previews do not show SVG. */
export const sharePrefix = '/storage/share/';

export interface PosterImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/**
 * The picture a link preview shows for a poster: an uploaded one as stored (WebP, 600×800); a
 * bundled SVG one as the PNG rendered from it (/storage/share/{name}.png, the SVG's own size).
 */
export async function posterImageOf(postersDir: string, imgPath: string): Promise<PosterImage> {
  const bundled = bundledPoster.exec(imgPath);
  if (bundled) {
    const size = await svgSize(path.join(postersDir, `${bundled[1]}.svg`));
    if (size) return { url: `${sharePrefix}${bundled[1]}.png`, ...size, type: 'image/png' };
  }
  return {
    url: imgPath,
    width: posterOutput.width,
    height: posterOutput.height,
    type: posterOutput.contentType,
  };
}

const sizes = new Map<string, { width: number; height: number } | null>();

/** An SVG file's width and height as sharp reads them, once per file; null if unreadable. */
async function svgSize(file: string): Promise<{ width: number; height: number } | null> {
  const known = sizes.get(file);
  if (known !== undefined) return known;
  let size: { width: number; height: number } | null;
  try {
    const meta = await sharp(await fs.readFile(file)).metadata();
    size = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    size = null;
  }
  sizes.set(file, size);
  return size;
}

const rendered = new Map<string, Buffer>();

/**
 * A bundled SVG poster rendered as a PNG for link previews (once per name, kept in memory: the
 * bundled posters are a handful); null when there is no such poster.
 */
export async function sharePng(postersDir: string, name: string): Promise<Buffer | null> {
  const match = /^([a-z0-9][a-z0-9-]*)\.png$/.exec(name);
  if (!match) return null;
  const known = rendered.get(match[1] ?? '');
  if (known) return known;
  let svg: Buffer;
  try {
    svg = await fs.readFile(path.join(postersDir, `${match[1]}.svg`));
  } catch {
    return null;
  }
  const png = await sharp(svg).png({ compressionLevel: 9 }).toBuffer();
  rendered.set(match[1] ?? '', png);
  return png;
}
