import { isScalar, type Node } from 'yaml';
import { parseYaml, locatePointer, type ParsedYaml } from '../../core/yaml.js';
import type { Location } from '../../core/diagnostics.js';
import type { MarkdownFile } from '../load.js';
import { nearMiss } from './file-missing.js';
import { DOCS, type ContextPackRule } from './types.js';
import { jsonPointer } from '../../core/json.js';

const REQUIRED = ['file', 'pack_id', 'spec_version'];

const parsedCache = new WeakMap<MarkdownFile, ParsedYaml | null>();

/** The frontmatter's YAML document (for positions and source spellings), or null when it has none or it does not parse. */
function frontmatterYaml(md: MarkdownFile): ParsedYaml | null {
  if (parsedCache.has(md)) return parsedCache.get(md)!;
  const raw = md.doc?.frontmatter?.raw;
  const parsed = raw === undefined ? null : parseYaml(raw);
  const ok = parsed && !parsed.error ? parsed : null;
  parsedCache.set(md, ok);
  return ok;
}

/** Where a frontmatter key is written in the Markdown file (its line and column), else the frontmatter's first line. */
export function frontmatterKeyLocation(md: MarkdownFile, key: string): Location {
  const fm = md.doc?.frontmatter;
  if (!fm) return { line: 1, column: 1 };
  const parsed = frontmatterYaml(md);
  const at = parsed?.doc.has(key) ? locatePointer(parsed, jsonPointer([key])) : undefined;
  return at ? { line: at.line + fm.bodyLine - 1, column: at.column } : { line: fm.position.line, column: 1 };
}

const MAX_SHOWN = 60;

/** A frontmatter value as written in the YAML (`0.10`, `[cursor.md]`), shortened, for messages. */
function sourceText(md: MarkdownFile, key: string, value: unknown): string {
  const parsed = frontmatterYaml(md);
  const node = parsed?.doc.get(key, true) as Node | undefined;
  const raw = md.doc?.frontmatter?.raw;
  let text = node?.range && raw !== undefined ? raw.slice(node.range[0], node.range[1]).trim() : JSON.stringify(value) ?? String(value);
  text = text.replace(/\s+/g, ' ');
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function yamlKind(value: unknown): string {
  if (Array.isArray(value)) return 'a YAML list';
  if (typeof value === 'object' && value !== null) return 'a YAML mapping';
  return `a YAML ${typeof value}`;
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
  const written = sourceText(md, key, value);
  const node = frontmatterYaml(md)?.doc.get(key, true);
  if (isScalar(node) && node.source === expected) {
    return `${md.rel}: frontmatter ${key} ${written} is ${yamlKind(value)}, not the string ${JSON.stringify(expected)} pack.json has: quote it (${key}: ${JSON.stringify(expected)})`;
  }
  return `${md.rel}: frontmatter ${key} ${written} is ${yamlKind(value)}, not a string, and does not match pack.json ${JSON.stringify(expected)} (write ${key}: ${JSON.stringify(expected)})`;
}

export const frontmatterInvalid: ContextPackRule = {
  meta: { id: 'frontmatter-invalid', severity: 'error', description: 'frontmatter is a YAML mapping with file, pack_id and spec_version; file is a string naming the file itself', docs: DOCS },
  check(ctx, report) {
    for (const md of ctx.markdown) {
      const fm = md.frontmatter;
      if (!fm || !md.doc?.frontmatter) continue;
      const at = { line: md.doc.frontmatter.position.line, column: 1 };
      if (fm.error) {
        report(`${md.rel}: frontmatter is not valid YAML: ${fm.error.message}`, md.abs, { line: fm.error.line ?? at.line, column: fm.error.column });
        continue;
      }
      if (typeof fm.value !== 'object' || fm.value === null || Array.isArray(fm.value)) {
        report(`${md.rel}: frontmatter must be a YAML mapping`, md.abs, at);
        continue;
      }
      const value = fm.value as Record<string, unknown>;
      const missing = REQUIRED.filter((k) => value[k] === undefined || value[k] === null);
      if (missing.length) report(`${md.rel}: frontmatter lacks ${missing.join(', ')}`, md.abs, at);
      const file = value.file;
      if (file === undefined || file === null) continue;
      const name = md.rel.split('/').pop();
      if (typeof file !== 'string') {
        report(`${md.rel}: frontmatter file ${sourceText(md, 'file', file)} is ${yamlKind(file)}, not a string naming the file (write file: ${name})`, md.abs, frontmatterKeyLocation(md, 'file'));
      } else if (file !== md.rel && file !== name) {
        const how = nearMiss(file, md.rel) ?? (name === undefined ? null : nearMiss(file, name));
        report(`${md.rel}: frontmatter says file: ${file}${how ? ` (it ${how} from the file's name)` : ''}`, md.abs, frontmatterKeyLocation(md, 'file'));
      }
    }
  },
};
