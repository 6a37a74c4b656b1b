import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readFileLimited, readFileLimitedSync, decodeUtf8, lstatOrNullSync } from '../core/read.js';
import type { ParsedYaml } from '../core/yaml.js';
import { parseSimpleYaml } from '../core/yaml-simple.js';
import { InvalidInputError, IoError, UsageError, describeFsError } from '../core/errors.js';
import { compareBytes } from '../core/diagnostics.js';
import { displayPath, realPathSoFar } from '../core/paths.js';
import { isValidPackShape } from './pack-shape.js';
import { PACK_EXTENSIONS, isPackPath } from './pack-arg.js';

export interface PackImport {
  repo: string;
  ref: string | null;
  include: string[];
  exclude: string[];
}

export interface InstallOptions {
  prefix: string;
  sep: string;
  flatten: boolean;
}

export interface Pack {
  /** Absolute path of the pack file. */
  file: string;
  /** Raw bytes of the pack file (the lock records their hash). */
  bytes: Buffer;
  name: string;
  include: string[];
  exclude: string[];
  imports: PackImport[];
  install: InstallOptions;
}

export interface PackSchemaProblem {
  message: string;
  line?: number;
  column?: number;
}

export interface ParsedPack {
  pack: Pack | null;
  problems: PackSchemaProblem[];
  yaml: ParsedYaml | null;
}

const MAX_PACK_BYTES = 1024 * 1024;

type RawPack = {
  name: string;
  include?: string[];
  exclude?: string[];
  imports?: { repo: string; ref?: string; include: string[]; exclude?: string[] }[];
  install?: { prefix?: string; sep?: string; flatten?: boolean };
};

/** A Pack from a value the schema accepts, defaults filled in. */
function toPack(file: string, bytes: Buffer, raw: RawPack): Pack {
  return {
    file,
    bytes,
    name: raw.name,
    include: raw.include ?? [],
    exclude: raw.exclude ?? [],
    imports: (raw.imports ?? []).map((i) => ({ repo: i.repo, ref: i.ref ?? null, include: i.include, exclude: i.exclude ?? [] })),
    install: { prefix: raw.install?.prefix ?? raw.name, sep: raw.install?.sep ?? '__', flatten: raw.install?.flatten ?? false },
  };
}

/**
 * Parses pack file bytes; schema problems come back located, never thrown. A valid pack is
 * recognised without ajv (pack-shape.ts); ajv loads only to judge and word anything else.
 */
export async function parsePack(file: string, bytes: Buffer): Promise<ParsedPack> {
  const decoded = decodeUtf8(bytes);
  // A leading byte order mark is allowed (and dropped), but never hides bad bytes after it.
  if (decoded.badOffset !== null) return { pack: null, problems: [{ message: decoded.problem! }], yaml: null };
  const { parseYaml } = await import('../core/yaml.js');
  const yaml = parseYaml(decoded.text);
  if (yaml.error) return { pack: null, problems: [{ message: `invalid YAML: ${yaml.error.message}`, line: yaml.error.line, column: yaml.error.column }], yaml };
  if (!isValidPackShape(yaml.value)) {
    const { packSchemaProblems } = await import('./pack-schema-check.js');
    const problems = packSchemaProblems(yaml);
    if (problems) return { pack: null, problems, yaml };
  }
  const pack = toPack(file, bytes, yaml.value as RawPack);
  return { pack, problems: [], yaml };
}

/** Reads and parses a pack file; any problem is one InvalidInputError naming the file and line. */
export async function loadPack(file: string, cwd: string): Promise<Pack> {
  const shown = displayPath(file, cwd);
  const bytes = readFileLimitedSync(file, MAX_PACK_BYTES);
  // A pack file is nearly always a few plain lines: read those, and check them, without
  // loading the YAML package or ajv (~30 ms of an install). Anything else takes parsePack.
  const decoded = decodeUtf8(bytes);
  const simple = decoded.problem ? undefined : parseSimpleYaml(decoded.text);
  if (simple !== undefined && isValidPackShape(simple)) return toPack(file, bytes, simple as RawPack);
  const { pack, problems } = await parsePack(file, bytes);
  if (!pack) {
    const p = problems[0];
    throw new InvalidInputError(`${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  }
  return pack;
}

/**
 * The repository a pack file belongs to: the folder holding the `packs/` folder it sits in
 * (§1: `<repo>/packs/<name>.yaml`), symlinks resolved; null for a pack file not directly in a
 * folder named `packs`. An import's relative repo (`../shared-skills`) is resolved against it:
 * the spec anchors every path a pack means at the repository root (skill ids under `skills/`,
 * `--root` "the dir with skills/ and packs/"), and taking it from the pack file alone makes it
 * the same whatever the working directory, `--root` or `--cache-dir`, and the same folder
 * `sp validate` reads the pack's local skills from.
 */
export function packRepoRoot(file: string): string | null {
  const dir = path.dirname(path.resolve(file));
  return path.basename(dir) === 'packs' ? realPathSoFar(path.dirname(dir)) : null;
}

/** Pack files in `packs/`, byte-order sorted (lock files and other names are not packs). */
export async function listPackFiles(root: string): Promise<string[]> {
  const dir = path.join(root, 'packs');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new IoError(describeFsError(err, dir));
  }
  return names.filter((n) => PACK_EXTENSIONS.some((e) => n.endsWith(e)) && !n.startsWith('.')).sort(compareBytes).map((n) => path.join(dir, n));
}

/**
 * The pack file for a CLI argument: a path (has a `/` or a YAML extension) taken as written,
 * else `packs/<arg>.yaml` (or `.yml`), else the pack whose `name` field is `arg`.
 */
export async function findPackFile(arg: string, root: string, cwd: string): Promise<string> {
  if (isPackPath(arg)) {
    const file = path.resolve(cwd, arg);
    if (!lstatOrNullSync(file)) throw new UsageError(`${arg}: no such pack file`);
    return file;
  }
  for (const ext of PACK_EXTENSIONS) {
    const file = path.join(root, 'packs', `${arg}${ext}`);
    if (lstatOrNullSync(file)) return file;
  }
  for (const file of await listPackFiles(root)) {
    const parsed = await parsePack(file, await readFileLimited(file, MAX_PACK_BYTES));
    if (parsed.pack?.name === arg) return file;
  }
  throw new UsageError(`pack '${arg}': no packs/${arg}.yaml and no pack file with name: ${arg} under ${displayPath(path.join(root, 'packs'), cwd)}`);
}
