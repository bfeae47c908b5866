import { posterMinSize } from '@theatre/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.js';
import {
  encodePoster,
  encodePosterVariants,
  type PosterPixels,
  type PosterVariant,
} from './poster-variants.js';

/**
 * The poster as the shop shows it: 3:4 (the programme's cards and the event page crop to it with
 * `object-fit: cover`, from the centre), at most 600×800, twice the card's 300×400 for sharp
 * screens. WebP (every browser the shop supports shows it): a tenth of the PNG a theatre tends to
 * upload. Metadata (camera, location) is dropped; colours are converted to sRGB. Beside it, smaller
 * copies in AVIF and WebP for `srcset` (poster-variants.ts, decision 0059).
 */
export const posterOutput = { width: 600, height: 800, contentType: 'image/webp' } as const;

/** Beyond this many pixels a file is refused before it is decoded (a "decompression bomb"). */
export const posterMaxPixels = 50_000_000;

export interface PreparedPoster {
  image: Buffer;
  width: number;
  height: number;
  contentType: string;
  /** The copies for `srcset`: AVIF at every width, WebP below the poster's own. */
  variants: PosterVariant[];
}

function posterProblem(
  key: 'validation.poster_type' | 'validation.poster_too_small' | 'validation.poster_pixels',
  params?: Record<string, number>,
): AppError {
  return AppError.validation({ poster: [{ key, ...(params ? { params } : {}) }] });
}

/** The file's own first bytes say what it is, whatever its name or declared type. */
export function sniffPosterType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** The size of the 3:4 output for a picture of this size: as large as it allows, at most 600×800. */
export function posterOutputSize(width: number, height: number): { width: number; height: number } {
  const outWidth = Math.min(posterOutput.width, width, Math.floor((height * 3) / 4));
  return { width: outWidth, height: Math.round((outWidth * 4) / 3) };
}

/**
 * Checks an uploaded file and turns it into the shop's poster: JPEG, PNG or WebP only (by its
 * content), at least 300×400 (after the camera's rotation), at most 50 megapixels. 422 on
 * `poster` otherwise.
 */
export async function preparePoster(input: Buffer): Promise<PreparedPoster> {
  const type = sniffPosterType(input);
  if (type === null) throw posterProblem('validation.poster_type');
  const options = { limitInputPixels: posterMaxPixels, failOn: 'error' as const, pages: 1 };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw posterProblem('validation.poster_type');
  }
  if (metadata.format !== type) throw posterProblem('validation.poster_type');
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  if (width * height > posterMaxPixels) {
    throw posterProblem('validation.poster_pixels', { max: posterMaxPixels / 1_000_000 });
  }
  if (width < posterMinSize.width || height < posterMinSize.height) {
    throw posterProblem('validation.poster_too_small', posterMinSize);
  }
  const size = posterOutputSize(width, height);
  let pixels: PosterPixels;
  try {
    // Decoded, turned and cropped once; every copy is encoded from these pixels.
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    // Truncated or corrupt image data behind a valid header.
    throw posterProblem('validation.poster_type');
  }
  const [poster, variants] = await Promise.all([
    encodePoster(pixels, 'webp', pixels.info.width),
    encodePosterVariants(pixels),
  ]);
  return {
    image: poster.image,
    width: poster.width,
    height: poster.height,
    contentType: posterOutput.contentType,
    variants,
  };
}
