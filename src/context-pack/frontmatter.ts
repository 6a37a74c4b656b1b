import { isScalar, type Node } from 'yaml';
import { locatePointer } from '../core/yaml.js';
import { jsonPointer } from '../core/json.js';
import type { Location } from '../core/diagnostics.js';
import type { MarkdownFile } from './load.js';
import { valueKind } from './names.js';

/** Where a frontmatter key is written in the Markdown file (its line and column), else the frontmatter's first line. */
export function frontmatterKeyLocation(md: MarkdownFile, key: string): Location {
  const fm = md.doc?.frontmatter;
  if (!fm) return { line: 1, column: 1 };
  const parsed = md.frontmatter?.yaml.parsed;
  const at = parsed?.doc.has(key) ? locatePointer(parsed, jsonPointer([key])) : undefined;
  return at ? { line: at.line + fm.bodyLine - 1, column: at.column } : { line: fm.position.line, column: 1 };
}

const MAX_SHOWN = 60;

/** A frontmatter value as written in the YAML (`0.10`, `[cursor.md]`), shortened, for messages. */
export function frontmatterSourceText(md: MarkdownFile, key: string, value: unknown): string {
  const yaml = md.frontmatter?.yaml;
  const node = yaml?.parsed?.doc.get(key, true) as Node | undefined;
  let text = node?.range && yaml ? yaml.text.slice(node.range[0], node.range[1]).trim() : JSON.stringify(value) ?? String(value);
  text = text.replace(/\s+/g, ' ');
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/**
 * Why frontmatter `key` is not the string `expected` (the manifest's), or null when it is or is
 * absent (frontmatter-invalid reports absence). Compared exactly: an unquoted `0.1` is the YAML
 * number 0.1, and so are `0.10`, `.1` and `1e-1`; a list `[x]` is no string either, however
 * String() prints it. The spec's own examples quote the version (`spec_version: "0.1"`).
 */
export function frontmatterStringProblem(md: MarkdownFile, key: string, expected: string): string | null {
  const v = md.frontmatter?.value;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const value = (v as Record<string, unknown>)[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    return value === expected ? null : `${md.rel}: frontmatter ${key} ${JSON.stringify(value)} does not match pack.json ${JSON.stringify(expected)}`;
  }
  const written = frontmatterSourceText(md, key, value);
  const node = md.frontmatter?.yaml.parsed?.doc.get(key, true);
  if (isScalar(node) && node.source === expected) {
    return `${md.rel}: frontmatter ${key} ${written} is ${valueKind(value, true)}, not the string ${JSON.stringify(expected)} pack.json has: quote it (${key}: ${JSON.stringify(expected)})`;
  }
  return `${md.rel}: frontmatter ${key} ${written} is ${valueKind(value, true)}, not a string, and does not match pack.json ${JSON.stringify(expected)} (write ${key}: ${JSON.stringify(expected)})`;
}
