import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, page streams in order: each (Flate-compressed) content stream is inflated and the strings
 * of its text operators decoded from WinAnsi, one line per operator — enough to check what a
 * generated document says without a PDF reader.
 */
/** WinAnsi's 0x80–0x9F differ from Latin-1 (PDF 1.7, Annex D); Node's TextDecoder reads them as Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      content = raw.subarray(bodyStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(
        [...Buffer.from(match[1]!, 'hex')].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join(''),
      );
    }
  }
  return lines;
}
