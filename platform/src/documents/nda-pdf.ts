import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

export interface NdaDocument {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly signatureLabel: string;
  /** Set for a signed agreement: who signed, when, and for whom. */
  readonly signature?: string;
}

/** The standard PDF fonts cover Western European text; anything else is shown as '?'. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2018-\u201e\u2013\u2014\u20ac]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders an NDA as an A4 PDF. */
export async function ndaPdf(document: NdaDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(document.title));
  pdf.setProducer('PCB Marketplace');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(printable(document.title), { x: 60, y, size: 18, font: bold, color: rgb(0.36, 0.16, 0.53) });
  y -= 36;
  for (const paragraph of document.paragraphs) {
    for (const line of wrap(paragraph, regular, 11, 475)) {
      page.drawText(line, { x: 60, y, size: 11, font: regular });
      y -= 15;
    }
    y -= 8;
  }
  y -= 40;
  page.drawLine({ start: { x: 60, y }, end: { x: 300, y }, thickness: 0.8 });
  page.drawText(printable(document.signatureLabel), { x: 60, y: y - 14, size: 9, font: regular });
  if (document.signature) {
    const lines = wrap(document.signature, bold, 10, 475);
    const heights = linesAbove(lines.length, y + 8, 13);
    for (const [index, line] of lines.entries()) page.drawText(line, { x: 60, y: heights[index]!, size: 10, font: bold, color: rgb(0.1, 0.3, 0.6) });
  }
  return pdf.save();
}

/** Heights of lines read top to bottom that end just above `baseline`; PDF heights grow upwards, so the first line is highest. */
export function linesAbove(count: number, baseline: number, leading: number): number[] {
  return Array.from({ length: count }, (_, index) => baseline + (count - 1 - index) * leading);
}
