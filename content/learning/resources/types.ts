// The shape of every downloadable resource: the button shows `name` and `size`; the server's PDF
// generator lays out `document`. Pages and lessons use the same blocks for their own text, so one
// renderer (screen or PDF) reads both.

/** One block of running text. Paragraphs are short: three sentences at most. */
export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'numbered'; items: readonly string[] }
  | {
      kind: 'table';
      columns: readonly string[];
      /** Each row has exactly one cell per column. */
      rows: readonly (readonly string[])[];
    }
  | { kind: 'callout'; title?: string; text: string };

export interface DocumentSection {
  heading: string;
  blocks: readonly DocumentBlock[];
}

/** What the PDF holds: a title page line, an optional subtitle, then the sections in order. */
export interface ResourceDocument {
  title: string;
  subtitle?: string;
  sections: readonly DocumentSection[];
}

export interface Resource {
  /**
   * Shown on the download button and used as the file name ("<name>.pdf"). The download slug is
   * derived from it (see resourceSlug in ./slug.ts), so every name is unique across the product.
   */
  name: string;
  type: 'pdf';
  /** Shown on the button, e.g. "4 pages". */
  size: string;
  document: ResourceDocument;
}
