import path from 'node:path';
import { stat } from 'node:fs/promises';
import { isMap, isSeq, isScalar, isPair, type Node, type Pair } from 'yaml';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { parseJson } from '../core/json.js';
import { parseYaml } from '../core/yaml.js';
import { relativePathProblem, resolveContained } from '../core/paths.js';
import { sha256File } from '../core/hash.js';
import { writeFileAtomic } from '../core/atomic-write.js';
import { InvalidInputError, UnsafePathError, IoError, describeFsError } from '../core/errors.js';
import { MANIFEST } from './load.js';

export interface StaleEntry {
  index: number;
  path: string;
  recorded: string | null;
  actual: string;
}

export interface RehashResult {
  manifestPath: string;
  stale: StaleEntry[];
  /** Whether pack.json was rewritten. */
  written: boolean;
}

/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation and the trailing newline stay as written and the
 * diff shows only changed hashes. Every path is checked before anything is written.
 */
export async function rehashContextPack(root: string, options: { check?: boolean } = {}): Promise<RehashResult> {
  const manifestPath = path.join(root, MANIFEST);
  const shown = path.relative(process.cwd(), manifestPath) || manifestPath;
  const decoded = decodeUtf8(await readFileLimited(manifestPath, 16 * 1024 * 1024));
  if (decoded.problem) throw new InvalidInputError(`${shown}: ${decoded.problem}`);
  const text = decoded.text;
  const json = parseJson(text, { uniqueKeys: true });
  if (json.error) throw new InvalidInputError(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: ${json.error.duplicateKey ? `repeats a key (${json.error.message}); keep one before rehashing` : `invalid JSON: ${json.error.message}`}`);
  const doc = parseYaml(text);
  const files = isMap(doc.doc.contents) ? doc.doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'files') : undefined;
  if (!files || !isSeq(files.value)) throw new InvalidInputError(`${shown}: has no "files" array to rehash`);

  const edits: { start: number; end: number; text: string }[] = [];
  let manifestStat: Awaited<ReturnType<typeof stat>> | undefined;
  const stale: StaleEntry[] = [];
  for (const [index, item] of files.value.items.entries()) {
    if (!isMap(item)) throw new InvalidInputError(`${shown}: files[${index}] is not an object`);
    const pathPair = item.items.find((p) => isScalar(p.key) && p.key.value === 'path') as Pair<Node, Node> | undefined;
    const rel = isScalar(pathPair?.value) ? pathPair.value.value : undefined;
    if (typeof rel !== 'string') throw new InvalidInputError(`${shown}: files[${index}] has no string "path"`);
    // As validate's path-unsafe: a second spelling of a path would be hashed here and flagged there.
    const notNormal = relativePathProblem(rel, { normal: true });
    if (notNormal) throw new UnsafePathError(`${shown}: files[${index}] ${rel}: unsafe path (${notNormal})`);
    let abs: string;
    try {
      abs = await resolveContained(root, rel);
    } catch (err) {
      if (err instanceof UnsafePathError) throw new UnsafePathError(`${shown}: files[${index}] ${err.message}`);
      throw err;
    }
    const st = await stat(abs).catch((err) => {
      throw new IoError(`${shown}: files[${index}] ${describeFsError(err, rel)}`);
    });
    if (!st.isFile()) throw new InvalidInputError(`${shown}: files[${index}] ${rel} is not a regular file`);
    // By identity, not name: a symlink or hard link to pack.json is the same file.
    manifestStat ??= await stat(manifestPath);
    if (st.dev === manifestStat.dev && st.ino === manifestStat.ino) throw new InvalidInputError(`${shown}: files[${index}] ${rel} is pack.json itself, whose hash changes with every rehash; remove the entry`);
    const actual = await sha256File(abs).catch((err) => {
      throw new IoError(`${shown}: files[${index}] ${describeFsError(err, rel)}`);
    });
    const hashPair = item.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'sha256') as Pair<Node, Node> | undefined;
    const recorded = isScalar(hashPair?.value) && typeof hashPair.value.value === 'string' ? hashPair.value.value : null;
    if (recorded === actual) continue;
    stale.push({ index, path: rel, recorded, actual });
    if (hashPair?.value?.range) {
      edits.push({ start: hashPair.value.range[0], end: hashPair.value.range[1], text: JSON.stringify(actual) });
    } else if (!hashPair && pathPair?.value?.range) {
      const at = pathPair.value.range[1];
      edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
    } else {
      throw new InvalidInputError(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
    }
  }
  if (options.check || edits.length === 0) return { manifestPath, stale, written: false };
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (decoded.hasBom) out = `\ufeff${out}`;
  await writeFileAtomic(manifestPath, out);
  return { manifestPath, stale, written: true };
}
