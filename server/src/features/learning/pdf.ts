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

/**
 * Part of every kept PDF's fingerprint (server/src/workers/kept-documents.ts): raise it when the
 * layout changes, so copies kept in the database are made again. The built worker's own file is
 * hashed into the fingerprint too, so a release that changes the layout refreshes them anyway.
 */
export const PDF_RENDERER_VERSION = 2;

function newDocument(
  title: string,
  layout: 'portrait' | 'landscape' = 'portrait',
  margins = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margins,
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

export type CertificatePdfInput = {
  id: string;
  learnerName: string;
  course: string;
  issuedOn: string;
  verifyUrl: string;
};

// The certificate's sheet is A4 landscape, but everything on it sits inside the area that A4 and
// US Letter landscape share (792 x 595 pt, centred), with half an inch to spare: printed at actual
// size on either paper, or scaled to fit, nothing is cut and the frame stays centred.
const SHARED_WIDTH = 792;
const SHARED_HEIGHT = 595;
const SAFE_INSET = 36;

/** The largest size, from `from` down to `min`, at which the text fits on one line of `width`. */
function fittedSize(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  from: number,
  min: number,
) {
  let size = from;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

/**
 * The certificate: one landscape page that fills the sheet: the brand and title at the top, the
 * learner and the course in the middle, the date, a seal and the id along the bottom, and the
 * address where anyone can check it.
 */
export async function renderCertificatePdf(certificate: CertificatePdfInput): Promise<Buffer> {
  const text = learningText.certificate;
  const doc = newDocument(`${text.pdfTitle}: ${certificate.learnerName}`, 'landscape', {
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
  });
  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  // The frame, inside the area both papers share.
  const left = (pageWidth - Math.min(pageWidth, SHARED_WIDTH)) / 2 + SAFE_INSET;
  const top = (pageHeight - Math.min(pageHeight, SHARED_HEIGHT)) / 2 + SAFE_INSET;
  const frameWidth = Math.min(pageWidth, SHARED_WIDTH) - SAFE_INSET * 2;
  const frameHeight = Math.min(pageHeight, SHARED_HEIGHT) - SAFE_INSET * 2;
  doc.rect(left, top, frameWidth, frameHeight).lineWidth(4).strokeColor(BRAND).stroke();
  doc
    .rect(left + 9, top + 9, frameWidth - 18, frameHeight - 18)
    .lineWidth(0.75)
    .strokeColor(BRAND)
    .stroke();

  const inner = { x: left + 48, width: frameWidth - 96 };
  const bottom = top + frameHeight;
  const centred = (y: number, line: string, width = inner.width) =>
    doc.text(line, inner.x + (inner.width - width) / 2, y, {
      width,
      align: 'center',
      lineBreak: false,
    });

  // Top: the brand, a short rule, the title.
  doc.font('bold').fontSize(13).fillColor(BRAND);
  centred(top + 46, brand.name.toUpperCase());
  const ruleY = top + 70;
  doc
    .moveTo(pageWidth / 2 - 40, ruleY)
    .lineTo(pageWidth / 2 + 40, ruleY)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  doc
    .font('bold')
    .fillColor(INK)
    .fontSize(fittedSize(doc, text.pdfTitle, inner.width, 38, 20));
  centred(top + 84, text.pdfTitle);

  // Middle: who, and what they completed. A long name or course gets a smaller size, never a cut.
  doc.font('regular').fontSize(14).fillColor(MUTED);
  centred(top + 178, text.certifies);
  doc.font('bold').fillColor(INK);
  // One line down to 20 pt; a longer name takes two lines, as large as two lines allow.
  const name = certificate.learnerName;
  const linesAt = (size: number) => {
    doc.fontSize(size);
    const line = doc.heightOfString('X', { width: inner.width });
    return Math.round(doc.heightOfString(name, { width: inner.width }) / line);
  };
  let nameSize = fittedSize(doc, name, inner.width, 34, 20);
  if (doc.fontSize(nameSize).widthOfString(name) > inner.width) {
    nameSize = 24;
    while (nameSize > 10 && linesAt(nameSize) > 2) nameSize -= 1;
  }
  doc.fontSize(nameSize);
  const nameHeight = Math.min(linesAt(nameSize), 2) * doc.heightOfString('X');
  doc.text(name, inner.x, top + 236 - nameHeight / 2, {
    width: inner.width,
    align: 'center',
    height: nameHeight + 2,
    ellipsis: true,
  });
  const underline = Math.max(doc.y + 6, top + 262);
  doc
    .moveTo(pageWidth / 2 - 190, underline)
    .lineTo(pageWidth / 2 + 190, underline)
    .lineWidth(0.75)
    .strokeColor('#94a3b8')
    .stroke();
  doc.font('regular').fontSize(14).fillColor(MUTED);
  centred(underline + 20, text.completed);
  doc.font('bold').fillColor(INK);
  doc.fontSize(fittedSize(doc, certificate.course, inner.width, 19, 11));
  doc.text(certificate.course, inner.x, underline + 48, {
    width: inner.width,
    align: 'center',
    height: 50,
    ellipsis: true,
  });

  // Bottom: the date on the left, a seal in the middle, the id on the right; the address below.
  const footY = bottom - 112;
  const column = (inner.width - 120) / 2;
  const captionLine = (x: number, y: number, caption: string, value: string) => {
    doc.font('bold').fontSize(11).fillColor(INK);
    doc.text(value, x, y, { width: column, align: 'center', lineBreak: false });
    doc
      .moveTo(x + 30, y + 18)
      .lineTo(x + column - 30, y + 18)
      .lineWidth(0.75)
      .strokeColor('#94a3b8')
      .stroke();
    doc.font('regular').fontSize(9).fillColor(MUTED);
    doc.text(caption, x, y + 24, { width: column, align: 'center', lineBreak: false });
  };
  captionLine(inner.x, footY, text.issuedCaption, certificate.issuedOn);
  captionLine(inner.x + column + 120, footY, text.idCaption, certificate.id);
  const sealX = pageWidth / 2;
  const sealY = footY + 14;
  doc.circle(sealX, sealY, 34).fillColor(BRAND).fill();
  doc.circle(sealX, sealY, 28).lineWidth(1).strokeColor('#ffffff').stroke();
  doc.font('bold').fontSize(22).fillColor('#ffffff');
  doc.text('✓', sealX - 20, sealY - 14, { width: 40, align: 'center', lineBreak: false });
  doc.font('regular').fontSize(9).fillColor(BRAND);
  doc.fontSize(fittedSize(doc, text.verifyAt(certificate.verifyUrl), inner.width, 10, 6));
  centred(bottom - 44, text.verifyAt(certificate.verifyUrl));
  return toBuffer(doc);
}

/**
 * The worker pool's entry points (server/src/workers/pool.ts): each takes one plain input, so
 * the render runs on a worker thread. The built server has this module as an entry of its own.
 */
export const resourcePdfTask = (input: { document: ResourceDocument; reader: PdfReader }) =>
  renderResourcePdf(input.document, input.reader);
export const certificatePdfTask = (input: CertificatePdfInput) => renderCertificatePdf(input);
