import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Comments, test titles and decision records say why in the code's own words. They never send
// the reader to something the repository does not hold: the product specification's sections,
// a decisions.md kept elsewhere, an issue number or a stop of the work plan. A record of this
// repository (docs/decisions/00NN-name.md, "record 0024") is a fine reference.
//
// The words "spec", "section", "issue" and "stop" are ordinary English in the lessons and
// guides ("stop chasing", "a one-page brief", "the pricing section"), so those shapes are only
// looked for where a citation can hide: comments, test titles and Markdown. Product text and
// code are read only for the marks that never occur in prose (§, decisions.md).

const root = fileURLToPath(new URL('..', import.meta.url));
const scannedFolders = ['client', 'server', 'common', 'content', 'e2e', 'bench', 'scripts', 'docs'];
const thisFile = 'scripts/text-rules.test.ts';

/** Code that TypeScript can parse: its comments and test titles are read, not its strings. */
const codeExtensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
/** Text that is all prose or all comment-like: every line is read. */
const proseExtensions = new Set(['.md', '.sql', '.sh', '.css', '.html']);

interface Rule {
  name: string;
  pattern: RegExp;
}

/** Marks that cite something outside the repository wherever they appear. */
const anywhere: Rule[] = [
  { name: 'section sign', pattern: /§/ },
  { name: 'decisions.md', pattern: /\bdecisions\.md\b/i },
  // The team's guides beside the checkout are not part of the repository either.
  { name: 'team guide', pattern: /\b(?:CONTENT|STYLE|QUALITY|STACK)\.md\b/ },
];

const spec = String.raw`spec(?:ification)?`;

/** Citation shapes, looked for in comments, test titles and Markdown. */
const inNotes: Rule[] = [
  ...anywhere,
  // "the spec", "as the specification does"; not a file name such as "the spec.ts".
  { name: "spec's", pattern: new RegExp(String.raw`\b${spec}['’]s\b`, 'i') },
  { name: 'the spec', pattern: new RegExp(String.raw`\bthe ${spec}\b(?!\.[a-z])`, 'i') },
  { name: '(spec', pattern: new RegExp(String.raw`\(${spec}\b`, 'i') },
  // "spec section 9", "spec, section 9", "spec 2.1".
  {
    name: 'spec section',
    pattern: new RegExp(String.raw`\b${spec},? (?:sections? )?\d`, 'i'),
  },
  // "section 5", "sections 5 and 8", "Section 9:".
  { name: 'section N', pattern: /\bsections? \d+(?:\.\d+)*\b/i },
  // "issue 13", "issue #13", "issues 9 to 11"; not the verb ("issues 2 tokens").
  { name: 'issue N', pattern: /\bissue #?\d+\b|\bissues #?\d+ (?:to|and|through|-|–) #?\d/i },
  // "stop 16", "stops 9 to 11", "this stop", "the last stop".
  { name: 'stop N', pattern: /\bstop #?\d+\b|\bstops #?\d+ (?:to|and|through|-|–) #?\d/i },
  {
    name: 'this stop',
    pattern:
      /\b(?:this|that|last|next|previous|earlier|later|same) stop\b(?! (?:condition|button))/i,
  },
];

/** The names a test or group is declared with: describe('…'), it.each(…)('…'), test.step('…'). */
const testCallees = new Set(['describe', 'it', 'test', 'suite', 'bench']);

function calleeRoot(expression: ts.Expression): string | undefined {
  let current: ts.Expression = expression;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current)) current = current.expression;
    else if (ts.isCallExpression(current)) current = current.expression;
    else return undefined;
  }
}

interface Note {
  /** 1-based line of the note's first character. */
  line: number;
  text: string;
}

function linesOf(text: string, startLine: number): Note[] {
  return text.split(/\r?\n/).map((line, i) => ({ line: startLine + i, text: line }));
}

/** The comments and test titles of a code file, line by line. */
function notesOfCode(path: string, source: string): Note[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const seen = new Set<number>();
  const notes: Note[] = [];
  const addComments = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      notes.push(...linesOf(source.slice(range.pos, range.end), lineOf(range.pos)));
    }
  };
  const visit = (node: ts.Node) => {
    addComments(ts.getLeadingCommentRanges(source, node.pos));
    addComments(ts.getTrailingCommentRanges(source, node.end));
    if (ts.isCallExpression(node) && testCallees.has(calleeRoot(node.expression) ?? '')) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        notes.push({ line: lineOf(title.getStart(file)), text: title.text });
      } else if (title && ts.isTemplateExpression(title)) {
        notes.push({ line: lineOf(title.getStart(file)), text: title.getText(file) });
      }
    }
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return notes;
}

interface Hit {
  where: string;
  rule: string;
  text: string;
}

/** The start of a wrapped comment or quote line, which is not part of its sentence. */
const continuationMark = /^\s*(?:\*|\/\/|#|--|>)?\s*/;

/**
 * One hit per line, named by the first rule it breaks. A citation may be wrapped ("issues 9 to"
 * / "11"), so each line is also read together with the line that follows it, and a match that
 * starts on the first of the two is that line's.
 */
function check(path: string, notes: Note[], rules: Rule[], hits: Hit[]) {
  notes.forEach((note, i) => {
    const next = notes[i + 1];
    const joined =
      next && next.line === note.line + 1
        ? `${note.text} ${next.text.replace(continuationMark, '')}`
        : note.text;
    const rule = rules.find((candidate) => {
      const match = candidate.pattern.exec(joined);
      return match !== null && match.index < note.text.length;
    });
    if (rule) hits.push({ where: `${path}:${note.line}`, rule: rule.name, text: note.text.trim() });
  });
}

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...scannedFolders], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((path) => path !== '' && path !== thisFile && !path.includes('node_modules/'))
    .filter((path) => codeExtensions.has(extname(path)) || proseExtensions.has(extname(path)))
    .filter((path) => existsSync(`${root}${path}`));
}

function citations(): Hit[] {
  const hits: Hit[] = [];
  for (const path of trackedFiles()) {
    const source = readFileSync(`${root}${path}`, 'utf8');
    if (proseExtensions.has(extname(path))) {
      check(path, linesOf(source, 1), inNotes, hits);
    } else {
      check(path, linesOf(source, 1), anywhere, hits);
      check(path, notesOfCode(path, source), inNotes.slice(anywhere.length), hits);
    }
  }
  return hits;
}

describe('text rules', () => {
  it('finds the files it reads', () => {
    const files = trackedFiles();
    expect(files).toContain('content/copy.test.ts');
    expect(files.some((path) => path.startsWith('docs/decisions/'))).toBe(true);
  });

  it('recognises citations in comments and titles, and leaves product prose alone', () => {
    const code = [
      '// Copy feedback lasts 2 seconds (spec section 9).',
      "/** The spec's toasts (section 8). */",
      "describe('refusals of section 5', () => {});",
      "it('labels the buttons as the spec does', () => {});",
      '// Settled in stop 16 of issue 13.',
      '// Since issues 9 to',
      '// 11 the list is empty.',
      'const lesson = \'Say it once and stop. Reply "stop" to opt out; see section 2 below.\';',
      "const brief = 'Deliverables and specs: [DETAILS]. The spec sheet lists 3 sizes.';",
      '// For specs that must read the email: e2e/lead-orders.spec.ts starts its own server.',
      '// A worker that stops before it listens stops the whole server.',
    ].join('\n');
    const hits: Hit[] = [];
    check('sample.ts', notesOfCode('sample.ts', code), inNotes, hits);
    expect(hits.map((hit) => `${hit.where} ${hit.rule}`)).toEqual([
      'sample.ts:1 (spec',
      "sample.ts:2 spec's",
      'sample.ts:3 section N',
      'sample.ts:4 the spec',
      'sample.ts:5 issue N',
      'sample.ts:6 issue N',
    ]);
  });

  // It parses every tracked source file: a few seconds on an idle machine, many more beside a
  // build, so it is given room rather than a deadline.
  it(
    'no comment, test title or decision record cites the specification, an issue or a stop',
    { timeout: 180_000 },
    () => {
      const found = citations().map((hit) => `${hit.where} [${hit.rule}] ${hit.text}`);
      expect(found, found.join('\n')).toEqual([]);
    },
  );
});
