import Lightbulb from 'lucide-react/icons/lightbulb';
import { learningText } from '../../../../../content/learning-text';
import type { LessonBlock } from '../../../../../content/learning/modules';
import type { DocumentBlock, DocumentSection } from '../../../../../content/learning/resources';

function Table({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    // Wider than a phone, it scrolls sideways: it takes focus so arrow keys can scroll it.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      role="region"
      aria-label={learningText.player.tableLabel(caption ?? columns.join(', '))}
      tabIndex={0}
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        {caption ? (
          <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
            {caption}
          </caption>
        ) : null}
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-slate-200 align-top">
              {row.map((cell, j) => (
                <td key={j} className="px-3 py-2 text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function List({ items, ordered }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      className={`space-y-1.5 pl-5 text-slate-700 ${ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  );
}

/** A block of a resource document or learning page. */
export function DocumentBlockView({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="leading-relaxed text-slate-700">{block.text}</p>;
    case 'bullets':
      return <List items={block.items} />;
    case 'numbered':
      return <List items={block.items} ordered />;
    case 'table':
      return <Table columns={block.columns} rows={block.rows} />;
    case 'callout':
      return (
        <div className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
          <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <div>
            {block.title ? <p className="font-semibold text-slate-900">{block.title}</p> : null}
            <p className="text-slate-700">{block.text}</p>
          </div>
        </div>
      );
  }
}

export function DocumentBlocks({ blocks }: { blocks: readonly DocumentBlock[] }) {
  return (
    <div className="space-y-3">
      {blocks.map((block, i) => (
        <DocumentBlockView key={i} block={block} />
      ))}
    </div>
  );
}

export function DocumentSections({
  sections,
  headingLevel = 'h2',
}: {
  sections: readonly DocumentSection[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <Heading className="text-xl font-semibold text-slate-950">{section.heading}</Heading>
          <DocumentBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}

/** A block of a structured module's lesson. */
export function LessonBlockView({ block }: { block: LessonBlock }) {
  if (typeof block === 'string') return <p className="leading-relaxed text-slate-700">{block}</p>;
  switch (block.kind) {
    case 'list':
      return <List items={block.items} ordered={block.ordered} />;
    case 'example':
      return (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="font-semibold text-emerald-950">{block.title}</p>
          <div className="mt-2 space-y-2 text-emerald-950">
            {block.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      );
    case 'prompt':
      return (
        <figure className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <figcaption className="text-sm font-semibold text-slate-900">{block.title}</figcaption>
          <pre className="mt-2 whitespace-pre-wrap font-mono text-sm text-slate-800">
            {block.text}
          </pre>
        </figure>
      );
    case 'table':
      return <Table caption={block.caption} columns={block.columns} rows={block.rows} />;
  }
}

export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  return (
    <div className="space-y-3">
      {blocks.map((block, i) => (
        <LessonBlockView key={i} block={block} />
      ))}
    </div>
  );
}
