import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { LineIndex } from './text-position.js';

export interface Position { line: number; column: number; endLine?: number; endColumn?: number }

export interface Frontmatter {
  /** The YAML between the fences, as written. */
  raw: string;
  /** Line of the first YAML line inside the fences (so YAML error lines can be shifted). */
  bodyLine: number;
  position: Position;
}

export interface FootnoteRef {
  /** The label as written, e.g. `src_01HX`. */
  label: string;
  position: Position;
}

export interface Heading {
  depth: number;
  /** The heading's source text after the `#`s, as written (escapes kept). */
  raw: string;
  position: Position;
}

export interface MarkdownDoc {
  frontmatter: Frontmatter | null;
  /** `[^label]` references that are really references: not in code, HTML, frontmatter, autolinks or link destinations, not escaped. */
  references: FootnoteRef[];
  /** GFM footnote definitions `[^label]: …`. */
  definitions: FootnoteRef[];
  headings: Heading[];
}

interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  label?: string;
  depth?: number;
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
}

/** Node types whose text is never prose: footnote-looking text inside them is not a reference. */
const OPAQUE = new Set(['code', 'inlineCode', 'html', 'yaml', 'toml', 'math', 'inlineMath']);

/** A footnote label as it appears in raw source; escapes are handled by counting backslashes before it. */
const REF_PATTERN = /\[\^([^\]\s]+)\]/g;

/** More `[` than this and micromark's footnote parsing (quadratic in them) runs for minutes. */
export const MAX_MARKDOWN_BRACKETS = 20_000;
/** Containers (blockquotes, list items) one line may open, and the indentation it may carry. */
export const MAX_MARKDOWN_NESTING = 100;

const NESTED_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)){${MAX_MARKDOWN_NESTING + 1}}|^[ \\t]{${4 * MAX_MARKDOWN_NESTING + 1},}\\S`, 'm');

/**
 * Why a Markdown text is too complex to parse safely, or null. micromark's time grows with the
 * square (or worse) of some constructs — many `[` (label starts, footnote references), deeply
 * nested blockquotes or list items — so a hostile or broken file could hold a check for hours:
 * 8,000 footnote references in one paragraph take 1 s (16 times that for four times as many),
 * 8,000 nested list items 22 s.
 * Real documents stay far below these limits.
 */
export function markdownTooComplex(source: string): string | null {
  let brackets = 0;
  for (let i = source.indexOf('['); i !== -1; i = source.indexOf('[', i + 1)) {
    if (++brackets > MAX_MARKDOWN_BRACKETS) return `more than ${MAX_MARKDOWN_BRACKETS} '[' characters, too many to parse in reasonable time`;
  }
  const nested = NESTED_LINE.exec(source);
  if (nested) return `line ${source.slice(0, nested.index).split('\n').length} nests more than ${MAX_MARKDOWN_NESTING} blockquotes, list items or indentation levels, too deep to parse in reasonable time`;
  return null;
}

/** A text markdownTooComplex refuses; the message is its reason. */
export class MarkdownTooComplexError extends Error {}

/**
 * Parses Markdown with micromark's footnote and frontmatter extensions (INTEROP.md §4).
 * Throws MarkdownTooComplexError for a text micromark would take minutes on.
 * micromark turns a reference with no definition in the same document into plain text, so
 * references are also looked for in the raw source of text nodes, which keeps escapes.
 */
export function parseMarkdown(source: string): MarkdownDoc {
  const tooComplex = markdownTooComplex(source);
  if (tooComplex) throw new MarkdownTooComplexError(tooComplex);
  const tree = fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), gfmFootnote()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFootnoteFromMarkdown()],
  }) as MdNode;
  const lines = new LineIndex(source);
  const doc: MarkdownDoc = { frontmatter: null, references: [], definitions: [], headings: [] };

  const pos = (n: MdNode): Position => ({
    line: n.position?.start.line ?? 1,
    column: n.position?.start.column ?? 1,
    endLine: n.position?.end.line,
    endColumn: n.position?.end.column,
  });

  const scanRaw = (start: number, end: number): void => {
    const raw = source.slice(start, end);
    for (const m of raw.matchAll(REF_PATTERN)) {
      let backslashes = 0;
      for (let i = m.index - 1; i >= 0 && raw[i] === '\\'; i--) backslashes++;
      if (backslashes % 2 === 1) continue;
      const at = lines.locate(start + m.index);
      const endAt = lines.locate(start + m.index + m[0].length);
      doc.references.push({ label: m[1], position: { line: at.line, column: at.column, endLine: endAt.line, endColumn: endAt.column } });
    }
  };

  const visit = (node: MdNode, inHeading: Heading | null): void => {
    if (node.type === 'yaml' && doc.frontmatter === null && node.position?.start.offset === 0) {
      doc.frontmatter = { raw: node.value ?? '', bodyLine: (node.position?.start.line ?? 1) + 1, position: pos(node) };
      return;
    }
    if (OPAQUE.has(node.type)) return;
    // An autolink's text is its URL (`<http://e.com/[^src_x]>`), not prose. Link and image
    // destinations and titles are no text nodes, so they are never scanned either.
    if (node.type === 'link' && node.position?.start.offset !== undefined && source[node.position.start.offset] === '<') return;
    if (node.type === 'footnoteReference') {
      doc.references.push({ label: node.label ?? '', position: pos(node) });
      return;
    }
    if (node.type === 'footnoteDefinition') {
      doc.definitions.push({ label: node.label ?? '', position: pos(node) });
    }
    if (node.type === 'heading') {
      const start = node.position?.start.offset ?? 0;
      const end = node.position?.end.offset ?? start;
      const raw = source.slice(start, end).replace(/^#{1,6}[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '').trim();
      const h: Heading = { depth: node.depth ?? 1, raw, position: pos(node) };
      doc.headings.push(h);
      inHeading = h;
    }
    if (node.type === 'text' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
      scanRaw(node.position.start.offset, node.position.end.offset);
      return;
    }
    for (const child of node.children ?? []) visit(child, inHeading);
  };
  visit(tree, null);
  doc.references.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  return doc;
}
