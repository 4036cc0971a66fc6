import zlib from 'node:zlib';
import sharp from 'sharp';

/** What the tests put into a photo's EXIF and expect never to be served back. */
export const EXIF_SECRETS = { Copyright: 'exif-secret-owner', Artist: 'exif-secret-artist' };

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

/** A 40×20 JPEG a phone would make: EXIF with personal fields, orientation 6 (shown rotated 90°). */
export function jpegWithExif(): Promise<Buffer> {
  return solid(40, 20).jpeg().withExif({ IFD0: EXIF_SECRETS }).withMetadata({ orientation: 6 }).toBuffer();
}

export const png = (width = 16, height = 16) => solid(width, height).png().toBuffer();
export const gif = () => solid(12, 8).gif().toBuffer();
export const webp = () => solid(12, 8).webp().toBuffer();

/** Plain text, whatever name or type it is sent with. */
export const textFile = () => Buffer.from('this is not an image, whatever its name says\n'.repeat(20));
export const svgFile = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** JPEG magic bytes followed by garbage: the signature says image, the body does not decode. */
export const brokenJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG that declares a 10 000 × 10 000 canvas: a decompression bomb's header. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
