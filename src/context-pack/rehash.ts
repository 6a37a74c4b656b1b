import path from 'node:path';
import { stat, realpath } from 'node:fs/promises';
import { isMap, isSeq, isScalar, isPair, type Node, type Pair } from 'yaml';
import { readFileLimited, decodeUtf8 } from '../core/read.js';
import { parseJson } from '../core/json.js';
import { relativePathProblem, resolveContained } from '../core/paths.js';
import { writeFileAtomic } from '../core/atomic-write.js';
import { InvalidInputError, UnsafePathError, IoError, describeFsError } from '../core/errors.js';
import { HASH_CHUNK, MANIFEST, hashFile } from './load.js';
import { parseYaml } from '../core/yaml.js';

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

/** What a rehash would change, computed once: every listed file hashed, nothing written. */
export interface RehashPlan {
  manifestPath: string;
  stale: StaleEntry[];
  /** The new pack.json when an entry is stale, else null. */
  text: string | null;
  /** Every `files[].path`, in order, as written (relative to the pack's folder). */
  paths: string[];
  /** The pack.json bytes the plan was made from, which the write must still find there. */
  source: Buffer;
}

export interface RehashPlanOptions {
  /**
   * Files this run rewrites before it writes this plan (a nested pack's pack.json), by
   * `replacedKey`, with the SHA-256 of their new bytes: an entry naming one records that hash,
   * and the file on disk (still the old bytes) is not read.
   */
  replaced?: ReadonlyMap<string, string>;
}

/**
 * The key of a file in `RehashPlanOptions.replaced`: its folder's real path joined with its
 * name, the directory entry an atomic write replaces.
 */
export async function replacedKey(file: string): Promise<string> {
  return path.join(await realpath(path.dirname(file)), path.basename(file));
}

/**
 * Recomputes every `files[].sha256` in pack.json by editing only the hash strings in the
 * source text, so key order, indentation, line endings and the trailing newline stay as written
 * and the diff shows only changed hashes. Every path is checked before anything is written.
 */
export async function rehashContextPack(root: string, options: { check?: boolean } = {}): Promise<RehashResult> {
  const plan = await planRehash(root);
  return { manifestPath: plan.manifestPath, stale: plan.stale, written: !options.check && (await writeRehash(plan)) };
}

/** Writes a plan's pack.json when it changes anything; returns whether it did. */
export async function writeRehash(plan: RehashPlan): Promise<boolean> {
  if (plan.text === null) return false;
  // Hashing a large pack takes a while: an edit saved to pack.json meanwhile (or another
  // rehash's) would be replaced by this plan's text, made from the old one, and lost unseen.
  const now = await readFileLimited(plan.manifestPath, MAX_MANIFEST_BYTES).catch(() => null);
  if (now === null || !now.equals(plan.source)) {
    const shown = path.relative(process.cwd(), plan.manifestPath) || plan.manifestPath;
    throw new IoError(`${shown}: changed while its files were hashed; nothing written (run the rehash again)`);
  }
  await writeFileAtomic(plan.manifestPath, plan.text);
  return true;
}

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Hashes every file pack.json lists, once, and computes the new pack.json text (see
 * rehashContextPack); writes nothing. Throws, naming the entry, on anything a rehash refuses.
 */
export async function planRehash(root: string, options: RehashPlanOptions = {}): Promise<RehashPlan> {
  const manifestPath = path.join(root, MANIFEST);
  const shown = path.relative(process.cwd(), manifestPath) || manifestPath;
  const source = await readFileLimited(manifestPath, MAX_MANIFEST_BYTES);
  const decoded = decodeUtf8(source);
  if (decoded.problem) throw new InvalidInputError(`${shown}: ${decoded.problem}`);
  const text = decoded.text;
  const json = parseJson(text, { uniqueKeys: true });
  if (json.error) throw new InvalidInputError(`${shown}:${json.error.line ?? 1}:${json.error.column ?? 1}: ${json.error.duplicateKey ? `repeats a key (${json.error.message}); keep one before rehashing` : `invalid JSON: ${json.error.message}`}`);
  const value = json.value as { files?: unknown } | null;
  const listed = typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(value.files) ? (value.files as unknown[]) : null;
  if (!listed) throw new InvalidInputError(`${shown}: has no "files" array to rehash`);
  // The hashes are edited where the text holds them, found by reading the JSON as YAML.
  // pack.json read as YAML (JSON is YAML) for node positions; a lone CR is a line break there too.
  const doc = parseYaml(text);
  const files = isMap(doc.doc.contents) ? doc.doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'files') : undefined;
  // Whatever the JSON holds that its YAML reading does not match, the edits could land elsewhere: refuse.
  if (!files || !isSeq(files.value) || files.value.items.length !== listed.length) throw new InvalidInputError(`${shown}: the "files" array cannot be located in the text to edit it in place${doc.error ? ` (${doc.error.message})` : ''}; rewrite pack.json as plain JSON`);

  const replaced = options.replaced?.size ? options.replaced : null;
  // Where each entry's path and hash stand in the text, read in order; what an entry is refused
  // for is kept by index, so the first problem in list order is reported whatever finishes first.
  type Entry = { rel: string; pathPair: Pair<Node, Node> | undefined; hashPair: Pair<Node, Node> | undefined; actual?: string; error?: Error };
  const entries: Entry[] = [];
  for (const [index, item] of files.value.items.entries()) {
    if (!isMap(item)) throw new InvalidInputError(`${shown}: files[${index}] is not an object`);
    const pathPair = item.items.find((p) => isScalar(p.key) && p.key.value === 'path') as Pair<Node, Node> | undefined;
    const rel = isScalar(pathPair?.value) ? pathPair.value.value : undefined;
    if (typeof rel !== 'string') throw new InvalidInputError(`${shown}: files[${index}] has no string "path"`);
    if (rel !== (listed[index] as { path?: unknown } | null)?.path) throw new InvalidInputError(`${shown}: files[${index}] cannot be located in the text to edit it in place; rewrite pack.json as plain JSON`);
    const hashPair = item.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'sha256') as Pair<Node, Node> | undefined;
    entries.push({ rel, pathPair, hashPair });
  }
  const manifestStat = await stat(manifestPath);
  // A file listed again is checked and hashed once (by its path, which is in normal form).
  const byPath = new Map<string, Promise<string>>();
  const hashOf = async (index: number, rel: string, buf: Buffer): Promise<string> => {
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
    if (st.dev === manifestStat.dev && st.ino === manifestStat.ino) throw new InvalidInputError(`${shown}: files[${index}] ${rel} is pack.json itself, whose hash changes with every rehash; remove the entry`);
    const known = replaced && replaced.get(await realpath(abs));
    if (known) return known;
    // As validate hashes: the size the file had when opened and no more, so a file something
    // keeps writing to cannot keep the read going, and a file that changed meanwhile (whose hash
    // is of no version it ever had) is refused instead of recorded.
    const actual = await hashFile(abs, buf).catch((err) => {
      throw new IoError(`${shown}: files[${index}] ${describeFsError(err, rel)}`);
    });
    if (actual === null) throw new IoError(`${shown}: files[${index}] ${rel}: changed while it was read (written to meanwhile?); nothing written (run the rehash again once it is done)`);
    return actual;
  };
  let next = 0;
  const worker = async () => {
    // A worker waits for each hash it starts, so its buffer is never read into twice at once.
    const buf = Buffer.allocUnsafe(HASH_CHUNK);
    while (next < entries.length) {
      const index = next++;
      const e = entries[index];
      let pending = byPath.get(e.rel);
      if (!pending) {
        pending = hashOf(index, e.rel, buf);
        byPath.set(e.rel, pending);
      }
      try {
        e.actual = await pending;
      } catch (err) {
        // Named after the first entry listing the path, which is the one reported (the lowest index).
        e.error = err as Error;
      }
    }
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));

  const edits: { start: number; end: number; text: string }[] = [];
  const stale: StaleEntry[] = [];
  for (const [index, e] of entries.entries()) {
    if (e.error) throw e.error;
    const actual = e.actual!;
    const recorded = isScalar(e.hashPair?.value) && typeof e.hashPair.value.value === 'string' ? e.hashPair.value.value : null;
    if (recorded === actual) continue;
    stale.push({ index, path: e.rel, recorded, actual });
    if (e.hashPair?.value?.range) {
      edits.push({ start: e.hashPair.value.range[0], end: e.hashPair.value.range[1], text: JSON.stringify(actual) });
    } else if (!e.hashPair && e.pathPair?.value?.range) {
      const at = e.pathPair.value.range[1];
      edits.push({ start: at, end: at, text: `, "sha256": ${JSON.stringify(actual)}` });
    } else {
      throw new InvalidInputError(`${shown}: files[${index}] sha256 cannot be rewritten in place`);
    }
  }
  const paths = entries.map((e) => e.rel);
  if (edits.length === 0) return { manifestPath, stale, text: null, paths, source };
  // One pass over the text, edits in order (they never overlap): splicing the whole text once
  // per edit made a large pack.json quadratic.
  const parts: string[] = [];
  let from = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    parts.push(text.slice(from, e.start), e.text);
    from = e.end;
  }
  parts.push(text.slice(from));
  return { manifestPath, stale, text: parts.join(''), paths, source };
}

/** Files hashed at once: enough to overlap the file system's latency, few enough to stay gentle. */
const HASH_CONCURRENCY = 8;

