import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { ApiError } from '../../../http/api-error';

/** An attachment as stored: re-encoded bytes without metadata, and what serving them needs. */
export interface TicketImage {
  /** 128 random bits as hex: the stored name, unguessable. */
  id: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decoding cost bound: a small file may declare a huge canvas (a "decompression bomb"). 40 MP is
 * far above any screenshot (8K is 33 MP) and keeps one decode well under a few hundred MB.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** What the bytes may be (by `file-type`), the format sharp must then agree on, and how it is written back. */
const FAMILIES: Record<string, { sharpFormat: string; encode: (image: Sharp) => Sharp; contentType: string }> = {
  jpg: {
    sharpFormat: 'jpeg',
    encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
    contentType: 'image/jpeg',
  },
  png: { sharpFormat: 'png', encode: (image) => image.png({ compressionLevel: 9 }), contentType: 'image/png' },
  // An animated PNG is a PNG to sharp; its first frame is kept.
  apng: { sharpFormat: 'png', encode: (image) => image.png({ compressionLevel: 9 }), contentType: 'image/png' },
  webp: { sharpFormat: 'webp', encode: (image) => image.webp({ quality: 85 }), contentType: 'image/webp' },
  // A GIF keeps its first frame, as a PNG: lossless, and a support screenshot needs no animation.
  gif: { sharpFormat: 'gif', encode: (image) => image.png({ compressionLevel: 9 }), contentType: 'image/png' },
};

/**
 * Turns an upload into a stored image (docs/community/tickets.md "Rules"): the bytes decide what
 * it is (magic numbers via `file-type`, never the file name or the declared type), only PNG,
 * JPEG, WebP and GIF pass, and the picture is decoded and encoded again — turned upright by its
 * EXIF orientation, fitted into TICKET_LIMITS.imageMaxSide — so nothing of the original file but
 * its pixels survives: no EXIF (GPS, camera, owner), no ICC or XMP, no trailing payload.
 */
export function reencodeTicketImage(upload: Buffer): Promise<TicketImage> {
  return inTurn(() => reencode(upload));
}

/**
 * Re-encodings run a few at a time per node: each one holds a libuv worker thread (which file,
 * DNS and crypto work share) for up to a second, and a burst of uploads must not starve them.
 */
const REENCODE_CONCURRENCY = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= REENCODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function reencode(upload: Buffer): Promise<TicketImage> {
  if (upload.length > TICKET_LIMITS.imageMaxBytes) throw new ApiError('ticket_api.image_too_large', 413);
  const sniffed = await fileTypeFromBuffer(upload);
  const family = sniffed ? FAMILIES[sniffed.ext] : undefined;
  if (!family) throw new ApiError('ticket_api.not_image');

  const input = () => sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    // The header only (nothing is decoded, so no pixel limit yet): the declared canvas is
    // refused with its own key before any decoding starts.
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    if (meta.format !== family.sharpFormat) throw new ApiError('ticket_api.not_image');
    if (!meta.width || !meta.height) throw new ApiError('ticket_api.not_image');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ApiError('ticket_api.image_too_large', 413);

    const side = TICKET_LIMITS.imageMaxSide;
    const upright = input().rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked to (keepMetadata / withMetadata): none is asked for.
    const { data, info } = await family.encode(upright).toBuffer({ resolveWithObject: true });
    return {
      id: crypto.randomBytes(16).toString('hex'),
      contentType: family.contentType,
      bytes: data,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A file whose magic bytes said image but whose body does not decode is not an image either.
    throw new ApiError('ticket_api.not_image');
  }
}

/** Stored image ids are 32 lower-case hex digits; anything else names no image. */
export const isImageId = (value: string) => /^[0-9a-f]{32}$/.test(value);
