import sharp from 'sharp';

/**
 * The poster's smaller copies for `srcset` (decision 0059): 3:4 at 300, 450 and 600 px wide (the
 * programme's card, about 300 CSS px, on screens of 1x, 1.5x and 2x), each in AVIF and WebP.
 * Never wider than the poster itself: a 400 px wide upload has 300 and 400. The widest WebP is the
 * poster itself (`img_path`), so it is not made twice.
 */
export const posterVariantWidths = [300, 450, 600] as const;

/**
 * AVIF at quality 50, effort 3: within a tenth of effort 4's (sharp's default) bytes and PSNR at
 * about a third of its time on the shop's 2-core machine (measured in decision 0059); WebP as the
 * poster itself (quality 82, effort 4).
 */
export const posterEncodings = {
  avif: { contentType: 'image/avif', options: { quality: 50, effort: 3 } },
  webp: { contentType: 'image/webp', options: { quality: 82, effort: 4 } },
} as const;

export type PosterFormat = keyof typeof posterEncodings;

export interface PosterVariant {
  format: PosterFormat;
  contentType: string;
  image: Buffer;
  width: number;
  height: number;
}

/** Decoded pixels of the poster at its full size (sRGB, already cropped to 3:4). */
export interface PosterPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The widths to make for a poster this wide: the standard ones below it, and its own. */
export function variantWidths(width: number): number[] {
  const below = posterVariantWidths.filter((each) => each < width);
  return [...below, width];
}

/** 3:4, as the poster itself is cropped. */
export function variantHeight(width: number): number {
  return Math.round((width * 4) / 3);
}

export async function encodePoster(
  pixels: PosterPixels,
  format: PosterFormat,
  width: number,
): Promise<PosterVariant> {
  const height = width === pixels.info.width ? pixels.info.height : variantHeight(width);
  let image = sharp(pixels.data, { raw: pixels.info });
  if (width !== pixels.info.width) image = image.resize(width, height, { fit: 'cover' });
  const encoding = posterEncodings[format];
  const { data, info } = await image
    .toFormat(format, encoding.options)
    .toBuffer({ resolveWithObject: true });
  return {
    format,
    contentType: encoding.contentType,
    image: data,
    width: info.width,
    height: info.height,
  };
}

/**
 * Every copy but the poster itself (the widest WebP), encoded side by side: sharp runs each on a
 * thread of libuv's pool, so the two cores share the work.
 */
export function encodePosterVariants(pixels: PosterPixels): Promise<PosterVariant[]> {
  const widths = variantWidths(pixels.info.width);
  const jobs = widths.flatMap((width) => [
    encodePoster(pixels, 'avif', width),
    ...(width === pixels.info.width ? [] : [encodePoster(pixels, 'webp', width)]),
  ]);
  return Promise.all(jobs);
}
