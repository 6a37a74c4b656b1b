import path from 'node:path';
import { isMap, isPair, isScalar, type Node } from 'yaml';
import { decodeUtf8, readFileLimited } from '../core/read.js';
import { parseYaml, locatePointer, shortTag, type ParsedYaml } from '../core/yaml.js';
import type { Location } from '../core/diagnostics.js';
import { SKILL_FILE } from './discover.js';
import { jsonPointer } from '../core/json.js';
import type { ScalarSource } from '../core/agent-skills.js';
import { escapeControlCharacters } from '../core/show-name.js';

/** What every `skill` rule reads: one SKILL.md, its frontmatter parsed once. */
export interface SkillContext {
  dir: string;
  folderName: string;
  file: string;
  /** Why SKILL.md could not be read or has no usable frontmatter, or null. */
  problem: string | null;
  problemAt?: Location;
  frontmatter: Record<string, unknown> | null;
  /** Location of a frontmatter key, or a nested one (`locate('metadata', 'k')`), as a line in SKILL.md. */
  locate(...keys: string[]): Location;
  /** How a frontmatter value was written, when it is a scalar (`scalar('metadata', 'k')`): what YAML's reading loses. */
  scalar(...keys: string[]): ScalarSource | null;
  /** The keys of a frontmatter mapping (`mapKeys('metadata')`) as YAML read them, before they became strings. */
  mapKeys(...keys: string[]): MapKey[];
}

export interface MapKey {
  /** The key as YAML read it: a string, a number, a boolean, null; undefined for a list or mapping as a key. */
  value: unknown;
  scalar: ScalarSource | null;
  location: Location;
}

function scalarSource(node: unknown): ScalarSource | null {
  if (!isScalar(node) || typeof node.source !== 'string') return null;
  return { source: node.source, plain: node.type === 'PLAIN', tag: node.tag ? shortTag(node.tag) : null };
}

/** The value node at a path of mapping keys, as toJS names them (String of the key). */
function nodeAt(root: unknown, keys: readonly string[]): unknown {
  let node = root;
  for (const k of keys) {
    if (!isMap(node)) return null;
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value ?? '') === k);
    if (!pair) return null;
    node = pair.value;
  }
  return node;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export async function loadSkill(dir: string): Promise<SkillContext> {
  const file = path.join(dir, SKILL_FILE);
  const ctx: SkillContext = { dir, folderName: path.basename(dir), file, problem: null, frontmatter: null, locate: () => ({ line: 1 }), scalar: () => null, mapKeys: () => [] };
  let text: string;
  try {
    const decoded = decodeUtf8(await readFileLimited(file, 4 * 1024 * 1024));
    // A leading byte order mark is allowed (and dropped), but never hides bad bytes after it.
    if (decoded.badOffset !== null) {
      ctx.problem = `SKILL.md is ${decoded.problem}`;
      return ctx;
    }
    text = decoded.text;
  } catch (err) {
    // The line already names SKILL.md; its absolute path in the text (with a newline or ESC
    // from a folder name, raw) said it again. The reason alone, every control character escaped.
    const message = (err as Error).message;
    const reason = message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
    ctx.problem = `SKILL.md cannot be read: ${escapeControlCharacters(reason)}`;
    return ctx;
  }
  const m = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!m || m.index !== 0) {
    // Lines that end in a lone CR (old Mac style) hold no line the fence can match: say so,
    // rather than that the frontmatter is missing.
    ctx.problem = /^---[ \t]*\r(?!\n)/.test(text)
      ? 'SKILL.md ends its lines with a lone CR (old Mac style), so its frontmatter cannot be read: use LF (or CRLF) line endings'
      : 'SKILL.md has no YAML frontmatter (a first line "---", the keys, then a line "---")';
    return ctx;
  }
  const parsed: ParsedYaml = parseYaml(m[1]);
  if (parsed.error) {
    ctx.problem = `frontmatter is not valid YAML: ${parsed.error.message}`;
    ctx.problemAt = { line: (parsed.error.line ?? 1) + 1, column: parsed.error.column };
    return ctx;
  }
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    ctx.problem = 'frontmatter must be a YAML mapping of keys';
    ctx.problemAt = { line: 2 };
    return ctx;
  }
  ctx.frontmatter = parsed.value as Record<string, unknown>;
  ctx.locate = (...keys) => {
    const at = locatePointer(parsed, jsonPointer(keys));
    return at ? { line: at.line + 1, column: at.column } : { line: 1 };
  };
  ctx.scalar = (...keys) => scalarSource(nodeAt(parsed.doc.contents, keys));
  ctx.mapKeys = (...keys) => {
    const map = nodeAt(parsed.doc.contents, keys);
    if (!isMap(map)) return [];
    return map.items.map((p) => {
      const key = p.key as Node | null;
      const start = key?.range?.[0];
      const pos = start === undefined ? undefined : parsed.lines.linePos(start);
      return {
        value: isScalar(key) ? key.value : key === null ? null : undefined,
        scalar: scalarSource(key),
        location: pos ? { line: pos.line + 1, column: pos.col } : ctx.locate(...keys),
      };
    });
  };
  return ctx;
}
