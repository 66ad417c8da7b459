// Text helpers shared by the content tests (and usable by screens): every string a block holds,
// and word counts for the reading-time rule (about 200 words a minute; a unit's stated minutes
// are at most twice its reading time, so words ≥ minutes × 100).
import type { DocumentBlock, DocumentSection } from './types';

export function blockTexts(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'bullets':
    case 'numbered':
      return [...block.items];
    case 'table':
      return [...block.columns, ...block.rows.flat()].filter((cell) => cell.trim() !== '');
    case 'callout':
      return block.title === undefined ? [block.text] : [block.title, block.text];
  }
}

export function sectionTexts(sections: readonly DocumentSection[]): string[] {
  return sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)]);
}

export function wordCount(texts: readonly string[]): number {
  return texts.reduce(
    (sum, text) => sum + (text.match(/[\p{L}\p{N}$€£][\p{L}\p{N}'’.,%/$€£-]*/gu)?.length ?? 0),
    0,
  );
}

/** The minutes a text may honestly claim: words ÷ 100 (twice the reading time at 200 wpm). */
export function maxHonestMinutes(words: number): number {
  return Math.floor(words / 100);
}

/** Every string in a tree of data (functions skipped), with its path, for content checks. */
export function stringsIn(value: unknown, where = ''): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, `${where}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringsIn(child, `${where}.${key}`));
  }
  return [];
}
