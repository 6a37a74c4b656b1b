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
  /** `[^label]` references that are really references: not in code, HTML, frontmatter, not escaped. */
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

/**
 * Parses Markdown with micromark's footnote and frontmatter extensions (INTEROP.md §4).
 * micromark turns a reference with no definition in the same document into plain text, so
 * references are also looked for in the raw source of text nodes, which keeps escapes.
 */
export function parseMarkdown(source: string): MarkdownDoc {
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
