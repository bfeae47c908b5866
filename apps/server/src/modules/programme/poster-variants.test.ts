import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePoster } from './poster-image.js';
import { gradientPicture, photoLikePng } from './poster-test-kit.js';
import { variantHeight, variantWidths } from './poster-variants.js';

/** What a decoder makes of the bytes: sharp reads AVIF as HEIF with AV1 compression. */
async function decoded(image: Buffer) {
  const meta = await sharp(image).metadata();
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  // Decoding every pixel proves the file is whole, not only its header.
  const { info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height };
}

describe('the widths of a poster’s copies', () => {
  it('are 300, 450 and 600 for a full-size poster, and never wider than the poster', () => {
    expect(variantWidths(600)).toEqual([300, 450, 600]);
    expect(variantWidths(500)).toEqual([300, 450, 500]);
    expect(variantWidths(400)).toEqual([300, 400]);
    expect(variantWidths(300)).toEqual([300]);
    expect([300, 450, 600].map(variantHeight)).toEqual([400, 600, 800]);
  });
});

describe('preparing a poster with its copies', () => {
  it('makes AVIF at 300, 450, 600 and WebP at 300, 450 beside the 600×800 WebP poster', async () => {
    const original = await photoLikePng(1200, 1600);
    const poster = await preparePoster(original);
    expect(await decoded(poster.image)).toEqual({ format: 'webp', width: 600, height: 800 });
    const variants = await Promise.all(
      poster.variants.map(async (variant) => ({
        declared: [variant.format, variant.contentType, variant.width, variant.height],
        decoded: await decoded(variant.image),
        bytes: variant.image.length,
      })),
    );
    expect(variants.map((variant) => variant.declared)).toEqual([
      ['avif', 'image/avif', 300, 400],
      ['webp', 'image/webp', 300, 400],
      ['avif', 'image/avif', 450, 600],
      ['webp', 'image/webp', 450, 600],
      ['avif', 'image/avif', 600, 800],
    ]);
    for (const variant of variants) {
      const [format, , width, height] = variant.declared;
      expect(variant.decoded).toEqual({ format, width, height });
    }
    // Each AVIF is smaller than the WebP of its width: the point of offering it first.
    const bytes = (format: string, width: number) =>
      variants.find((v) => v.declared[0] === format && v.declared[2] === width)?.bytes ?? 0;
    expect(bytes('avif', 300)).toBeLessThan(bytes('webp', 300));
    expect(bytes('avif', 450)).toBeLessThan(bytes('webp', 450));
    expect(bytes('avif', 600)).toBeLessThan(poster.image.length);
  });

  it('keeps a small upload at its own width, with copies no wider than it', async () => {
    const poster = await preparePoster(await gradientPicture(400, 560, 'jpeg'));
    expect({ width: poster.width, height: poster.height }).toEqual({ width: 400, height: 533 });
    const sizes = await Promise.all(poster.variants.map((variant) => decoded(variant.image)));
    expect(sizes).toEqual([
      { format: 'avif', width: 300, height: 400 },
      { format: 'webp', width: 300, height: 400 },
      { format: 'avif', width: 400, height: 533 },
    ]);
  });

  it('shows the same picture in every copy as a direct resize of the upload', async () => {
    const original = await gradientPicture(900, 1200, 'png');
    const poster = await preparePoster(original);
    const expected = await sharp(original).resize(300, 400).raw().toBuffer();
    for (const variant of poster.variants.filter((each) => each.width === 300)) {
      const pixels = await sharp(variant.image).removeAlpha().raw().toBuffer();
      let difference = 0;
      for (let i = 0; i < expected.length; i += 1) {
        difference += Math.abs((expected[i] ?? 0) - (pixels[i] ?? 0));
      }
      // A smooth gradient survives both encoders within a few levels of 255 on average.
      expect(difference / expected.length, variant.format).toBeLessThan(3);
    }
  });

  it('keeps transparency, and copes with a grey picture (two channels)', async () => {
    const half = { r: 200, g: 30, b: 30, alpha: 0.5 };
    const red = await sharp({ create: { width: 600, height: 800, channels: 4, background: half } })
      .png()
      .toBuffer();
    for (const variant of (await preparePoster(red)).variants) {
      const { data } = await sharp(variant.image).raw().toBuffer({ resolveWithObject: true });
      const [r, g, b, alpha] = [...data.subarray(0, 4)];
      expect(Math.abs((r ?? 0) - 200), variant.format).toBeLessThan(8);
      expect(Math.abs((g ?? 0) - 30), variant.format).toBeLessThan(8);
      expect(Math.abs((b ?? 0) - 30), variant.format).toBeLessThan(8);
      expect(Math.abs((alpha ?? 0) - 128), variant.format).toBeLessThan(4);
    }
    const grey = await sharp(red).toColourspace('b-w').png().toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(2);
    const poster = await preparePoster(grey);
    expect(poster.variants).toHaveLength(5);
    for (const variant of poster.variants) {
      const meta = await decoded(variant.image);
      expect(meta).toMatchObject({ width: variant.width, height: variant.height });
    }
  });
});
