import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import {
  brokenJpeg,
  EXIF_SECRETS,
  gif,
  jpegWithExif,
  png,
  pngBomb,
  svgFile,
  textFile,
  webp,
} from './ticket-fixtures.int-support';
import { isImageId, reencodeTicketImage } from './ticket-image';

/** Ticket attachments are judged by their bytes and stored re-encoded, without metadata. */
describe('ticket images', () => {
  const refusal = (key: string) => expect.objectContaining({ key });

  it('keeps a JPEG a JPEG, upright, without its EXIF', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const stored = await reencodeTicketImage(original);
    const meta = await sharp(stored.bytes).metadata();
    expect(stored.contentType).toBe('image/jpeg');
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 is applied to the pixels: 40×20 becomes 20×40.
    expect([stored.width, stored.height, meta.width, meta.height]).toEqual([20, 40, 20, 40]);
    for (const secret of Object.values(EXIF_SECRETS)) expect(stored.bytes.includes(secret)).toBe(false);
    expect(isImageId(stored.id)).toBe(true);
  });

  it('stores PNG and WebP as themselves and a GIF as a PNG', async () => {
    expect((await reencodeTicketImage(await png())).contentType).toBe('image/png');
    expect((await reencodeTicketImage(await webp())).contentType).toBe('image/webp');
    const fromGif = await reencodeTicketImage(await gif());
    expect(fromGif.contentType).toBe('image/png');
    expect((await sharp(fromGif.bytes).metadata()).format).toBe('png');
  });

  it('fits a large picture into the longest side allowed', async () => {
    const stored = await reencodeTicketImage(await png(3000, 300));
    expect([stored.width, stored.height]).toEqual([TICKET_LIMITS.imageMaxSide, 205]);
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF by its content', async () => {
    await expect(reencodeTicketImage(textFile())).rejects.toEqual(refusal('ticket_api.not_image'));
    await expect(reencodeTicketImage(svgFile())).rejects.toEqual(refusal('ticket_api.not_image'));
    await expect(reencodeTicketImage(brokenJpeg())).rejects.toEqual(refusal('ticket_api.not_image'));
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
      .tiff()
      .toBuffer();
    await expect(reencodeTicketImage(tiff)).rejects.toEqual(refusal('ticket_api.not_image'));
  });

  it('refuses a huge declared canvas and an oversized file before decoding them', async () => {
    await expect(reencodeTicketImage(pngBomb())).rejects.toEqual(refusal('ticket_api.image_too_large'));
    const oversized = Buffer.concat([await png(), Buffer.alloc(TICKET_LIMITS.imageMaxBytes)]);
    await expect(reencodeTicketImage(oversized)).rejects.toEqual(refusal('ticket_api.image_too_large'));
  });
});
