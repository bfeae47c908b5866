import type { PosterReply } from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { CheckoutWorld } from '../checkout/checkout-test-kit.js';

/** Pictures for the poster tests, made by sharp. */

/** A gradient: a real image with content to resize. */
export async function gradientPicture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((x / width) * 255);
      pixels[offset + 1] = Math.round((y / height) * 255);
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/**
 * Like a photograph, for the encoders' real work: soft shapes of colour (coarse noise, enlarged
 * and blurred) under fine grain, as a PNG (a 1200×1600 one is about 5 MB, under the 10 MB limit).
 */
export async function photoLikePng(width: number, height: number): Promise<Buffer> {
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#804020',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const coarse = await noise(Math.ceil(width / 8), Math.ceil(height / 8), 60)
    .png()
    .toBuffer();
  const shapes = await sharp(coarse)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(6)
    .toBuffer();
  const grain = await noise(width, height, 18).png().toBuffer();
  return sharp(shapes)
    .composite([{ input: grain, blend: 'overlay' }])
    .png()
    .toBuffer();
}

/** A multipart/form-data body as a browser sends it. */
function formData(
  parts: { field: string; filename?: string; type?: string; content: Buffer | string }[],
) {
  const boundary = `----theatre${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          part.type ? `Content-Type: ${part.type}\r\n` : ''
        }\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface PosterFile {
  content: Buffer | string;
  filename?: string;
  type?: string;
  field?: string;
}

/** POST /api/admin/productions/{id}/poster as the back office sends it. */
export async function postPoster(
  world: CheckoutWorld,
  token: string,
  productionId: number,
  file: PosterFile,
  lang: 'hu' | 'en' = 'en',
) {
  const form = formData([
    {
      field: file.field ?? 'poster',
      filename: file.filename ?? 'plakat.png',
      type: file.type ?? 'image/png',
      content: file.content,
    },
  ]);
  const res = await world.t.app.inject({
    method: 'POST',
    url: `/api/admin/productions/${String(productionId)}/poster`,
    payload: form.payload,
    headers: {
      'content-type': form.contentType,
      'accept-language': lang,
      authorization: `Bearer ${token}`,
    },
  });
  return {
    status: res.statusCode,
    body: res.json<PosterReply & { code?: string; errors?: Record<string, string[]> }>(),
  };
}
