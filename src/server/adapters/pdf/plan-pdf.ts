import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PlanDocument } from '../../../domain/meal-plan/plan-document';

/**
 * The plan as an A4 PDF (pdf-lib, MIT, pure JavaScript: nothing native, nothing downloaded). Helvetica is one of the
 * 14 standard PDF fonts, so nothing is embedded; its WinAnsi encoding (PDF 1.7, Annex D) has every pt-BR letter
 * (á â ã à ç é ê í ó ô õ ú) and "•", "·", "—". A character outside it (an emoji typed in a dislike, say) becomes "?"
 * instead of failing the whole document.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 10;
const LEADING = 14;

export async function planPdf(doc: PlanDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setLanguage('pt-BR');
  pdf.setProducer('Nutri');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const write = (text: string, font: PDFFont, size = SIZE, gap = LEADING) => {
    for (const line of wrap(winAnsi(text, font), font, size, width)) {
      if (y - gap < MARGIN) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      y -= gap;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  };

  write(doc.title, bold, 18, 22);
  write(doc.subtitle, regular);
  write(doc.disclaimer, regular, 8, 11);
  for (const section of doc.sections) {
    y -= 8;
    write(section.heading, bold, 12, 18);
    for (const block of section.blocks) {
      y -= 4;
      block.forEach((line, i) => write(line, i === 0 ? bold : regular));
    }
  }
  return pdf.save();
}

/** Characters the font cannot encode become "?" (fonts' `encodeText` throws on them). */
function winAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Greedy word wrap to the page's width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}
