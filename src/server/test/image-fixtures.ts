import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Images made on the fly for the photo tests: small, cheap, and each one the case it names. */

/** A JPEG with some texture (a flat colour compresses to nothing and is no photo). */
export async function plateJpeg(width = 640, height = 480, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const plate = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 2.2) ** 2;
    const noise = state >>> 27;
    pixels[i] = (plate ? 235 : 120) + noise - 16;
    pixels[i + 1] = (plate ? 225 : 80) + noise - 16;
    pixels[i + 2] = (plate ? 210 : 40) + noise - 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A phone photo as cameras write it: sideways pixels with EXIF Orientation 6, camera make and GPS position. */
export async function jpegWithGps(): Promise<Buffer> {
  const landscape = await plateJpeg(400, 300, 7);
  return sharp(landscape)
    .withExif({
      IFD0: { Make: 'NutriCam', Model: 'Teste 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata().exif returns it) has a GPS IFD pointer (tag 0x8825) in IFD0. */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/**
 * A decompression bomb: a valid PNG declaring width × height pixels
 * (100 megapixels by default) in a few kilobytes — 1-bit grey rows of zeros
 * deflate to almost nothing, but decoding would need hundreds of megabytes.
 */
export function pngBomb(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const row = Math.ceil(width / 8) + 1; // filter byte + packed pixels
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** CRC-32 (ISO 3309) as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The start of an iPhone HEIC file: an ISO BMFF `ftyp` box with the heic brand, then the rest of the file. */
export function heicFile(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}

export const gifImage = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#e0a030' } })
    .gif()
    .toBuffer();

export const pngImage = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const webpImage = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7' } })
    .webp()
    .toBuffer();

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>fetch("/api/me").then(r=>r.text()).then(alert)</script><rect width="10" height="10"/></svg>',
  );
