/**
 * What a file is, read from its first bytes — never from its name or the
 * Content-Type the browser sent, both of which the sender controls.
 * Signatures: JPEG (ITU T.81, SOI FF D8 FF), PNG (RFC 2083 §3.1), WebP
 * (RIFF container, "WEBP" form type), GIF ("GIF87a"/"GIF89a"), ISO BMFF
 * `ftyp` brands for HEIF/HEIC/AVIF (ISO/IEC 23008-12), SVG as XML text.
 */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif' | 'svg' | 'unknown';

export const ACCEPTED_TYPES: ReadonlySet<SniffedType> = new Set(['jpeg', 'png', 'webp']);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** SVG can start with a BOM, whitespace, an XML declaration, comments or a DOCTYPE before `<svg`. */
const SVG_SNIFF_BYTES = 4096;

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 4, 4) === 'ftyp') return isoBrand(bytes);
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

/** An ISO BMFF file names its major brand and compatible brands in the `ftyp` box. */
function isoBrand(bytes: Uint8Array): SniffedType {
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(bytes.length, Math.max(16, boxSize), 256);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_SNIFF_BYTES));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('<') && /<svg[\s>/]/i.test(text);
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
