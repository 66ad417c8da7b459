// Short constructors for document blocks, so the content files read as text.
import type { DocumentBlock, DocumentSection } from './types';

export const p = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
export const bullets = (...items: string[]): DocumentBlock => ({ kind: 'bullets', items });
export const numbered = (...items: string[]): DocumentBlock => ({ kind: 'numbered', items });
export const table = (columns: string[], ...rows: string[][]): DocumentBlock => ({
  kind: 'table',
  columns,
  rows,
});
export const callout = (text: string, title?: string): DocumentBlock =>
  title === undefined ? { kind: 'callout', text } : { kind: 'callout', title, text };
export const section = (heading: string, ...blocks: DocumentBlock[]): DocumentSection => ({
  heading,
  blocks,
});
