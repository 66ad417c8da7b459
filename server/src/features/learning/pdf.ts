import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { brand } from '../../../../common/brand';
import type { DocumentBlock, ResourceDocument } from '../../../../content/learning/resources';
import { learningText } from '../../../../content/learning-text';

// DejaVu Sans (free licence, server/assets/fonts): the built-in PDF fonts cannot print →, ’ or €.
const here = dirname(fileURLToPath(import.meta.url));
const fontDir = [join(here, 'fonts'), join(here, '../../../assets/fonts')].find((dir) =>
  existsSync(join(dir, 'DejaVuSans.ttf')),
);
if (!fontDir) throw new Error('The PDF font (DejaVuSans.ttf) is missing: see server/assets/fonts.');
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

const MARGIN = 56;
const FOOTER_SPACE = 40;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

export type PdfReader = { name: string; email: string };

function newDocument(title: string, layout: 'portrait' | 'landscape' = 'portrait') {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: { Title: title, Author: brand.name, Creator: brand.name },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular');
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Every page's footer: the product, who the copy is licensed to, and the page number. */
function stampFooters(doc: PDFKit.PDFDocument, reader: PdfReader) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN - 14;
    const width = doc.page.width - MARGIN * 2;
    // Writing below the bottom margin would start a new page; lift the margin while stamping.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .moveTo(MARGIN, bottom - 8)
      .lineTo(MARGIN + width, bottom - 8)
      .strokeColor('#cbd5e1')
      .lineWidth(0.5)
      .stroke();
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(learningText.pdf.footer(brand.name, reader.name, reader.email), MARGIN, bottom, {
        width: width - 60,
        lineBreak: false,
        ellipsis: true,
      })
      .text(learningText.pdf.page(i + 1, range.count), MARGIN + width - 60, bottom, {
        width: 60,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins = margins;
  }
}

function writeBlock(doc: PDFKit.PDFDocument, block: DocumentBlock) {
  const width = doc.page.width - MARGIN * 2;
  doc.font('regular').fontSize(10.5).fillColor(INK);
  switch (block.kind) {
    case 'paragraph':
      doc.text(block.text, MARGIN, doc.y, { width, lineGap: 2 });
      break;
    case 'bullets':
    case 'numbered':
      block.items.forEach((entry, i) => {
        // A checklist item brings its own box, which stands in for the bullet.
        const isChecklist = entry.startsWith('☐');
        const item = isChecklist ? entry.slice(1).trimStart() : entry;
        const mark = isChecklist ? '☐' : block.kind === 'bullets' ? '•' : `${i + 1}.`;
        // The mark and its text stay together: an item that does not fit starts the next page.
        const height = doc.heightOfString(item, { width: width - 22, lineGap: 2 });
        const bottom = doc.page.height - doc.page.margins.bottom;
        if (doc.y + Math.min(height, bottom - doc.page.margins.top) > bottom) doc.addPage();
        const y = doc.y;
        doc.text(mark, MARGIN + 4, y, { width: 18 });
        doc.text(item, MARGIN + 22, y, { width: width - 22, lineGap: 2 });
        doc.moveDown(0.2);
      });
      break;
    case 'callout': {
      doc.moveDown(0.2);
      const x = MARGIN + 10;
      const top = doc.y;
      if (block.title) doc.font('bold').text(block.title, x, doc.y, { width: width - 20 });
      doc.font('regular').text(block.text, x, doc.y, { width: width - 20, lineGap: 2 });
      // A bar beside the callout (on its last page, if it broke across pages).
      const start = doc.y < top ? MARGIN : top;
      doc
        .moveTo(MARGIN + 2, start)
        .lineTo(MARGIN + 2, doc.y)
        .strokeColor(BRAND)
        .lineWidth(2)
        .stroke();
      break;
    }
    case 'table':
      writeTable(doc, block.columns, block.rows);
      break;
  }
  doc.moveDown(0.6);
}

function writeTable(
  doc: PDFKit.PDFDocument,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const width = doc.page.width - MARGIN * 2;
  const colWidth = width / columns.length;
  const padding = 4;
  const rowHeight = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const heights = cells.map((cell) =>
      doc.heightOfString(cell, { width: colWidth - padding * 2 }),
    );
    return Math.max(...heights, 10) + padding * 2;
  };
  const drawRow = (cells: readonly string[], bold: boolean, keepWith = 0) => {
    const height = rowHeight(cells, bold);
    // A heading row never ends a page alone: it moves on with the first row beneath it.
    if (doc.y + height + keepWith > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const top = doc.y;
    if (bold) doc.rect(MARGIN, top, width, height).fill('#e2e8f0');
    doc.fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, MARGIN + i * colWidth + padding, top + padding, {
        width: colWidth - padding * 2,
      });
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor('#cbd5e1')
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(columns, true, rows.length > 0 ? rowHeight(rows[0], false) : 0);
  for (const row of rows) drawRow(row, false);
}

/** A resource document as a PDF, stamped with the reader's name and email on every page. */
export async function renderResourcePdf(
  document: ResourceDocument,
  reader: PdfReader,
): Promise<Buffer> {
  const doc = newDocument(document.title);
  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(9).fillColor(BRAND).text(brand.name.toUpperCase(), { width });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(22).fillColor(INK).text(document.title, { width });
  if (document.subtitle) {
    doc.moveDown(0.3);
    doc.font('regular').fontSize(12).fillColor(MUTED).text(document.subtitle, { width });
  }
  doc.moveDown(1);
  for (const section of document.sections) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.font('bold').fontSize(14).fillColor(INK).text(section.heading, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    for (const block of section.blocks) writeBlock(doc, block);
    doc.moveDown(0.4);
  }
  stampFooters(doc, reader);
  return toBuffer(doc);
}

/** The certificate: one landscape page with the learner's name, the course, the date and the id. */
export async function renderCertificatePdf(certificate: {
  id: string;
  learnerName: string;
  course: string;
  issuedOn: string;
  verifyUrl: string;
}): Promise<Buffer> {
  const text = learningText.certificate;
  const doc = newDocument(`${text.pdfTitle}: ${certificate.learnerName}`, 'landscape');
  const width = doc.page.width - MARGIN * 2;
  doc
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .lineWidth(3)
    .strokeColor(BRAND)
    .stroke();
  doc.y = 110;
  const centred = { width, align: 'center' as const };
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(brand.name.toUpperCase(), MARGIN, doc.y, centred);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(30).fillColor(INK).text(text.pdfTitle, centred);
  doc.moveDown(1);
  doc.font('regular').fontSize(13).fillColor(MUTED).text(text.certifies, centred);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(26).fillColor(INK).text(certificate.learnerName, centred);
  doc.moveDown(0.6);
  doc.font('regular').fontSize(13).fillColor(MUTED).text(text.completed, centred);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(16).fillColor(INK).text(certificate.course, centred);
  doc.moveDown(1.2);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(text.issuedOn(certificate.issuedOn), centred);
  doc.moveDown(0.3);
  doc.text(text.idLine(certificate.id), centred);
  doc.moveDown(0.3);
  doc.fillColor(BRAND).text(text.verifyAt(certificate.verifyUrl), centred);
  return toBuffer(doc);
}
