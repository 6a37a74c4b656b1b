import { constants, openSync, fstatSync, readFileSync, readdirSync, closeSync, lstatSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { isCredentialPath } from '../secrets/credential-files.js';
import { IoError, describeFsError, InvalidInputError } from '../core/errors.js';
import { parseIgnore, ignoredBy, PatternList, type IgnoreFile } from './ignore.js';
import { defaultDirExclusion, defaultFileExclusion } from './defaults.js';
import { categorize, extensionOf, typeFromContent, keyFilesOf } from './classify.js';
import type { FileFacts } from './analyze/types.js';
import { Inspector } from './inspect-pool.js';
import { normalizePath, sortByPath } from './paths.js';
import { showName } from '../core/text-decode.js';
import type { DirectoryNode, EncodingIssue, ExcludedFile, ExclusionReason, FileMetadata, FileNode, ProjectSnapshot, SkippedPath } from './types.js';

/** The rule recorded for leaveOutPaths. */
export const LEFT_OUT_RULE = '(a context pack recording the output\'s hash, rehashed by this build)';

export interface ScanOptions {
  /** Extra exclusions in gitignore syntax (from `.packwright.yml` and `--exclude`). */
  exclude?: readonly string[];
  /** Re-inclusions in gitignore syntax; they override ignore files and default groups, never credentials. */
  include?: readonly string[];
  /** Files bigger than this are excluded by size without being opened (default 10 MiB). */
  maxFileSizeBytes?: number;
  /** Relative paths the scan must leave out entirely (the pack being written). */
  skipPaths?: readonly string[];
  /** Relative paths recorded as excluded without being read (the pack.json files rewritten with the output). */
  leaveOutPaths?: readonly string[];
  /** ISO time recorded as scan_timestamp. */
  timestamp: string;
  /** Parse source files during the scan, while their bytes are at hand: all, or those of the analyzers named (by id). */
  analyze?: boolean | readonly string[];
}
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
const IGNORE_FILE_MAX = 1024 * 1024;
const IGNORE_FILES = ['.gitignore', '.councilignore'];

/** Source files parsed during the scan (`analyze`), and those too large to parse. */
export interface ScanAnalysis {
  facts: Map<string, FileFacts>;
  tooLarge: { path: string; size: number }[];
}

/** A scan plus what the builders reuse: file bytes already read (small files only) and the analysis. */
export interface ScanResult {
  snapshot: ProjectSnapshot;
  absRoot: string;
  cache: Map<string, Buffer>;
  analysis?: ScanAnalysis;
  /** Decoding problems met while parsing, for the pack metadata. */
  encodingIssues: EncodingIssue[];
}

interface Pending {
  rel: string;
  abs: string;
  name: string;
  /** Set when the name alone decides (no content needed). */
  excluded?: { reason: ExclusionReason; rule: string };
  /** Index of its inspection, for files that are read. */
  inspected?: number;
}

/** Scans `root` into a ProjectSnapshot (the reference's SnapshotScanner). */
export async function scanProject(root: string, options: ScanOptions & { analyze: true }): Promise<ScanResult & { analysis: ScanAnalysis }>;
export async function scanProject(root: string, options: ScanOptions): Promise<ScanResult>;
export async function scanProject(root: string, options: ScanOptions): Promise<ScanResult> {
  const absRoot = path.resolve(root);
  let rootStat;
  try {
    rootStat = statSync(absRoot);
  } catch (err) {
    throw new IoError(describeFsError(err, root));
  }
  if (!rootStat.isDirectory()) throw new InvalidInputError(`${root}: not a directory`);

  const include = new PatternList(options.include ?? []);
  const exclude = new PatternList(options.exclude ?? []);
  const skip = new Set(options.skipPaths ?? []);
  const leaveOut = new Set(options.leaveOutPaths ?? []);
  const maxSize = options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE;
  const excluded: ExcludedFile[] = [];
  const skipped: SkippedPath[] = [];
  const pending: Pending[] = [];
  const inspector = new Inspector({ maxSize, analyze: options.analyze ?? false, keepBytes: true });
  let inspections = 0;

  const baseStack: IgnoreFile[] = [];
  const infoExclude = readIgnoreFile(path.join(absRoot, '.git', 'info', 'exclude'));
  if (infoExclude) baseStack.push({ base: '', rules: infoExclude });

  /** `inherited`: the folder was excluded but walked for an `include` pattern; other entries keep its reason. */
  // Synchronous like the per-file work below: one readdir per folder through the thread pool
  // left the process idle for about a sixth of a build on a tree of 2,400 folders.
  const walk = (absDir: string, relDir: string, stack: IgnoreFile[], inherited: { reason: ExclusionReason; rule: string } | null): void => {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(absDir, { withFileTypes: true, encoding: 'buffer' });
    } catch (err) {
      if (relDir === '') throw new IoError(describeFsError(err, root));
      skipped.push({ path: `${relDir}/`, problem: describeFsError(err, 'folder').replace(/^folder: /, '') });
      return;
    }
    const named: { name: string; e: Dirent<Buffer> }[] = [];
    for (const e of entries) {
      const name = decodeName(e.name);
      if (name === null) {
        skipped.push({ path: joinRel(relDir, showName(e.name)), problem: 'name is not valid UTF-8' });
        continue;
      }
      named.push({ name, e });
    }
    let local = stack;
    for (const f of IGNORE_FILES) {
      const hit = named.find((n) => n.name === f && n.e.isFile());
      if (!hit) continue;
      const rules = readIgnoreFile(path.join(absDir, f));
      if (rules && rules.length) local = [...local, { base: relDir, rules }];
    }
    const subdirs: { abs: string; rel: string; inherited: { reason: ExclusionReason; rule: string } | null }[] = [];
    for (const { name, e } of named) {
      const rel = joinRel(relDir, name);
      // Plain concatenation: path.join normalizes every one of a big tree's paths again.
      const abs = absDir.endsWith(path.sep) ? absDir + name : absDir + path.sep + name;
      // The build's own output is left out unrecorded: a first build does not see it, a rebuild
      // does, and both must give the same bytes.
      if (skip.has(rel)) continue;
      if (leaveOut.has(rel)) {
        // Recorded, not read: every file the scan saw appears once in file_index, and packing a
        // pack.json that records the output's hash would change it on every build.
        excluded.push({ path: rel, reason: 'pattern_match', rule: LEFT_OUT_RULE });
        continue;
      }
      if (e.isSymbolicLink()) {
        skipped.push({ path: rel, problem: 'symbolic link (not followed)' });
      } else if (e.isDirectory()) {
        const why = inherited ?? dirExclusion(rel, name, local, include, exclude);
        const reachable = why && why.rule !== '**/.git/**' && !include.empty && (include.match(rel, true) !== null || include.reachesInto(rel));
        if (why && !reachable) excluded.push({ path: `${rel}/`, reason: why.reason, rule: why.rule, directory: true });
        else subdirs.push({ abs, rel, inherited: why && !include.match(rel, true) ? why : null });
      } else if (e.isFile()) {
        const cred = isCredentialPath(rel);
        const why = cred ? { reason: 'credentials' as const, rule: cred.rule } : inherited && !include.match(rel, false) ? inherited : fileExclusion(rel, name, local, include, exclude);
        if (why) pending.push({ rel, abs, name, excluded: why });
        else {
          pending.push({ rel, abs, name, inspected: inspections++ });
          inspector.add({ abs, name });
        }
      } else {
        skipped.push({ path: rel, problem: specialFileKind(e) });
      }
    }
    for (const d of subdirs) walk(d.abs, d.rel, local, d.inherited);
  };
  walk(absRoot, '', baseStack, null);

  const inspected = await inspector.finish();

  const cache = new Map<string, Buffer>();
  const files: FileMetadata[] = [];
  const nodes: FileNode[] = [];
  const analysis: ScanAnalysis | undefined = options.analyze ? { facts: new Map(), tooLarge: [] } : undefined;
  const encodingIssues: EncodingIssue[] = [];
  let totalSize = 0;
  let totalFiles = 0;
  for (const p of pending) {
    if (p.excluded) {
      // Never opened: even the size comes from lstat only (credentials are never read).
      let size = 0;
      try {
        size = lstatSync(p.abs).size;
      } catch {
        /* vanished: size unknown */
      }
      totalFiles++;
      totalSize += size;
      excluded.push({ path: p.rel, reason: p.excluded.reason, rule: p.excluded.rule, size_bytes: size });
      continue;
    }
    const r = inspected[p.inspected!];
    if (r.kind === 'skipped') {
      skipped.push({ path: p.rel, problem: r.problem });
      continue;
    }
    totalFiles++;
    totalSize += r.size;
    if (r.kind === 'excluded') {
      excluded.push({ path: p.rel, reason: r.reason, rule: r.rule, size_bytes: r.size });
      continue;
    }
    // The inspector stops returning bytes once CACHE_BUDGET is kept.
    if (r.bytes) cache.set(p.rel, r.bytes);
    if (r.facts === 'too-large') analysis?.tooLarge.push({ path: p.rel, size: r.size });
    else if (r.facts) analysis?.facts.set(p.rel, r.facts);
    if (r.encoding) encodingIssues.push({ path: p.rel, ...r.encoding });
    const type = typeFromContent(p.name, false);
    files.push({
      path: normalizePath(p.abs),
      relative_path: p.rel,
      name: p.name,
      extension: extensionOf(p.name),
      size_bytes: r.size,
      type,
      category: categorize(p.rel),
      is_key_file: false,
      content_extractable: true,
    });
    nodes.push({ name: p.name, path: p.rel, size_bytes: r.size, type });
  }

  // Folders holding something recorded; empty folders (which git does not keep) are not counted.
  const folders = new Set<string>();
  for (const rel of [...files.map((f) => f.relative_path), ...excluded.map((e) => e.path.replace(/\/$/, '')), ...skipped.map((x) => x.path.replace(/\/$/, ''))]) {
    for (let at = rel.lastIndexOf('/'); at > 0; at = rel.lastIndexOf('/', at - 1)) {
      if (folders.has(rel.slice(0, at))) break;
      folders.add(rel.slice(0, at));
    }
  }
  const sortedFiles = sortByPath(files, (f) => f.relative_path);
  const keys = new Set(keyFilesOf(sortedFiles).map((k) => k.path));
  for (const f of sortedFiles) f.is_key_file = keys.has(f.relative_path);
  const sortedExcluded = sortByPath(excluded, (e) => e.path);
  const stats = { by_pattern: 0, by_size: 0, by_binary: 0, by_credentials: 0 };
  for (const e of sortedExcluded) {
    if (e.reason === 'credentials') stats.by_credentials++;
    else if (e.reason === 'binary') stats.by_binary++;
    else if (e.reason === 'size_limit') stats.by_size++;
    else stats.by_pattern++;
  }
  const snapshot: ProjectSnapshot = {
    root_path: normalizePath(absRoot),
    scan_timestamp: options.timestamp,
    directory_tree: buildTree(path.basename(absRoot), sortByPath(nodes, (n) => n.path)),
    total_files: totalFiles,
    total_directories: folders.size,
    total_size_bytes: totalSize,
    files: sortedFiles,
    excluded_files: sortedExcluded,
    exclusion_stats: stats,
    skipped: sortByPath(skipped, (s) => s.path),
  };
  return { snapshot, absRoot, cache, analysis, encodingIssues };
}

function joinRel(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

function decodeName(name: Buffer): string | null {
  try {
    return utf8Strict.decode(name);
  } catch {
    return null;
  }
}


function specialFileKind(e: Dirent<Buffer>): string {
  if (e.isFIFO()) return 'FIFO (named pipe), not read';
  if (e.isSocket()) return 'socket, not read';
  if (e.isBlockDevice() || e.isCharacterDevice()) return 'device file, not read';
  return 'not a regular file';
}

function readIgnoreFile(file: string) {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > IGNORE_FILE_MAX) return null;
    return parseIgnore(readFileSync(fd).toString('utf8'));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Why a folder is left out whole by default groups, exclude patterns or ignore files, or null. */
function dirExclusion(rel: string, name: string, stack: IgnoreFile[], _include: PatternList, exclude: PatternList): { reason: ExclusionReason; rule: string } | null {
  const ex = exclude.match(rel, true);
  return defaultDirExclusion(name) ?? (ex ? { reason: 'pattern_match', rule: `exclude: ${ex.source}` } : null) ?? ignoreReason(stack, rel, true);
}

function ignoreReason(stack: IgnoreFile[], rel: string, isDir: boolean): { reason: ExclusionReason; rule: string } | null {
  const r = ignoredBy(stack, rel, isDir);
  return r ? { reason: 'pattern_match', rule: `ignore file: ${r.source.trim()}` } : null;
}

/** Why a file is left out by its name or path alone, or null. Credentials win over everything. */
function fileExclusion(rel: string, name: string, stack: IgnoreFile[], include: PatternList, exclude: PatternList): { reason: ExclusionReason; rule: string } | null {
  const cred = isCredentialPath(rel);
  if (cred) return { reason: 'credentials', rule: cred.rule };
  if (!include.empty && include.match(rel, false)) return null;
  const byDefault = defaultFileExclusion(name);
  if (byDefault) return byDefault;
  const ex = exclude.match(rel, false);
  if (ex) return { reason: 'pattern_match', rule: `exclude: ${ex.source}` };
  return ignoreReason(stack, rel, false);
}

/** `.npmrc` and `.pypirc` are secrets only when they hold a token or password (INTEROP.md §6). */

function buildTree(rootName: string, nodes: FileNode[]): DirectoryNode {
  const root: DirectoryNode = { name: rootName, path: '', children: [] };
  const dirs = new Map<string, DirectoryNode>([['', root]]);
  const dirFor = (rel: string): DirectoryNode => {
    const have = dirs.get(rel);
    if (have) return have;
    const slash = rel.lastIndexOf('/');
    const parent = dirFor(slash < 0 ? '' : rel.slice(0, slash));
    const node: DirectoryNode = { name: rel.slice(slash + 1), path: rel, children: [] };
    parent.children.push(node);
    dirs.set(rel, node);
    return node;
  };
  for (const n of nodes) {
    const slash = n.path.lastIndexOf('/');
    dirFor(slash < 0 ? '' : n.path.slice(0, slash)).children.push(n);
  }
  return root;
}

