/**
 * A hand-written check that a parsed pack file is valid per skillPackSchema (schema.ts), so
 * installing from a valid pack needs neither ajv nor its schema compile (~40 ms, most of
 * what `sp install` spent before copying). It answers only "valid" or "not sure": for
 * anything it does not accept, ajv decides and words the problems (pack-schema-check.ts).
 * It must never accept what the schema refuses; __tests__/skillpack/pack-shape.test.ts holds
 * it to exactly ajv's answer on generated packs. Change both together.
 */

import { isRecord } from '../core/record.js';
import { REF_PATTERN, REPO_PATTERN, SEGMENT_PIECE as SEGMENT_PIECE_PATTERN } from './schema.js';

// The schema's own patterns, compiled as ajv compiles them (with `u`).
const SEGMENT_PIECE = new RegExp(SEGMENT_PIECE_PATTERN, 'u');
const REPO = new RegExp(REPO_PATTERN, 'u');
const REF = new RegExp(REF_PATTERN, 'u');


function onlyKeys(o: Record<string, unknown>, allowed: readonly string[]): boolean {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return false;
  return true;
}

/** An array of non-empty strings (index loop: a hole is not a string, as for ajv). */
function isPatternList(v: unknown): v is string[] {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string' || v[i].length === 0) return false;
  return true;
}

const optional = (o: Record<string, unknown>, k: string, ok: (v: unknown) => boolean) => !(k in o) || ok(o[k]);

function isImport(v: unknown): boolean {
  if (!isRecord(v) || !onlyKeys(v, ['repo', 'ref', 'include', 'exclude'])) return false;
  if (typeof v.repo !== 'string' || !REPO.test(v.repo)) return false;
  if (!isPatternList(v.include) || v.include.length === 0) return false;
  return optional(v, 'ref', (r) => typeof r === 'string' && REF.test(r)) && optional(v, 'exclude', isPatternList);
}

function isInstall(v: unknown): boolean {
  if (!isRecord(v) || !onlyKeys(v, ['prefix', 'sep', 'flatten'])) return false;
  return (
    optional(v, 'prefix', (p) => typeof p === 'string' && SEGMENT_PIECE.test(p)) &&
    optional(v, 'sep', (s) => typeof s === 'string' && s.length > 0 && SEGMENT_PIECE.test(s)) &&
    optional(v, 'flatten', (f) => typeof f === 'boolean')
  );
}

/** True only for a value skillPackSchema accepts; false means "ask ajv". */
export function isValidPackShape(v: unknown): boolean {
  if (!isRecord(v) || !onlyKeys(v, ['name', 'include', 'exclude', 'imports', 'install'])) return false;
  if (typeof v.name !== 'string' || v.name.length === 0 || !SEGMENT_PIECE.test(v.name)) return false;
  if (!optional(v, 'include', isPatternList) || !optional(v, 'exclude', isPatternList)) return false;
  if (!optional(v, 'imports', (i) => Array.isArray(i) && Array.from(i).every(isImport))) return false;
  if (!optional(v, 'install', isInstall)) return false;
  // anyOf: a non-empty include, or at least one import.
  return (Array.isArray(v.include) && v.include.length > 0) || (Array.isArray(v.imports) && v.imports.length > 0);
}
