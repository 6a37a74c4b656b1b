import path from 'node:path';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import type { Location } from '../core/diagnostics.js';
import { SKILL_FILE } from './discover.js';

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
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export async function loadSkill(dir: string): Promise<SkillContext> {
  const file = path.join(dir, SKILL_FILE);
  const ctx: SkillContext = { dir, folderName: path.basename(dir), file, problem: null, frontmatter: null, locate: () => ({ line: 1 }) };
  let text: string;
  try {
    const decoded = decodeUtf8(await readFileLimited(file, 4 * 1024 * 1024));
    if (decoded.problem && !decoded.hasBom) {
      ctx.problem = `SKILL.md is ${decoded.problem}`;
      return ctx;
    }
    text = decoded.text;
  } catch (err) {
    ctx.problem = (err as Error).message;
    return ctx;
  }
  const m = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!m || m.index !== 0) {
    ctx.problem = 'SKILL.md has no YAML frontmatter (a first line "---", the keys, then a line "---")';
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
    const at = locatePointer(parsed, keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''));
    return at ? { line: at.line + 1, column: at.column } : { line: 1 };
  };
  return ctx;
}
