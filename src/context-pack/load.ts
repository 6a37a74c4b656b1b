import { readdir, stat, open } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { decodeUtf8, readFileLimited, type DecodedText } from '../core/read.js';
import { parseJson, type JsonParseResult } from '../core/json.js';
import { parseYaml, locatePointer, type ParsedYaml } from '../core/yaml.js';
import { MarkdownTooComplexError, parseMarkdown, type MarkdownDoc } from '../core/markdown.js';
import { relativePathProblem, resolveContained } from '../core/paths.js';
import { describeFsError, PackwrightError, UnsafePathError } from '../core/errors.js';
import { compareBytes, type Location } from '../core/diagnostics.js';
import { contextPackSchema } from './schema.js';

export const MANIFEST = 'pack.json';
/** Markdown files larger than this are hashed but not parsed. */
export const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;

export interface Manifest {
  spec_version?: unknown;
  pack_id?: unknown;
  files?: unknown;
  sources?: unknown;
  [key: string]: unknown;
}

/** `manifest`: the entry names pack.json itself (or a link to it), whose hash changes whenever it is written. */
export type ListedStatus = 'ok' | 'unsafe' | 'missing' | 'not-regular' | 'unreadable' | 'manifest';

export interface ListedFile {
  index: number;
  /** The path as written in pack.json. */
  path: string;
  recorded: string | null;
  status: ListedStatus;
  detail?: string;
  abs?: string;
  actual?: string;
}

export interface MarkdownFile {
  rel: string;
  abs: string;
  decoded: DecodedText | null;
  /** Why the file was not parsed (too large, unreadable), or null. */
  skipped: string | null;
  /** The first line that ends in CRLF or a lone CR instead of LF. */
  badLineEnding: BadLineEnding | null;
  doc: MarkdownDoc | null;
  frontmatter: {
    value: unknown;
    error: { message: string; line?: number; column?: number } | null;
    /** The YAML as parsed (CR line endings read as LF), for positions and spellings; its document is null when it does not parse. */
    yaml: { text: string; parsed: ParsedYaml | null };
  } | null;
}

export interface ContextPackContext {
  root: string;
  manifestPath: string;
  manifestReadError: string | null;
  manifestDecoded: DecodedText | null;
  /** The first line of pack.json that ends in CRLF or a lone CR instead of LF. */
  manifestBadLineEnding: BadLineEnding | null;
  manifestJson: JsonParseResult | null;
  manifest: Manifest | null;
  schemaErrors: ErrorObject[];
  listed: ListedFile[];
  /** Every regular file or symlink in the pack (relative, POSIX), pack.json excluded; a folder with a pack.json of its own is another pack and not walked. */
  packFiles: string[];
  /** Symlinks among packFiles that leave the pack, dangle or loop, with why: never read (path-unsafe reports those that are listed). */
  unsafeLinks: Map<string, string>;
  /** Folders or entries the walk could not read, with why. */
  walkProblems: { rel: string; problem: string }[];
  markdown: MarkdownFile[];
  locate(pointer: string): Location;
}

let validateSchema: ReturnType<Ajv['compile']> | null = null;
function schemaValidator() {
  if (!validateSchema) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
    (addFormats as unknown as (a: Ajv) => void)(ajv);
    validateSchema = ajv.compile(contextPackSchema);
  }
  return validateSchema;
}

const HASH_CONCURRENCY = 4;
/** The read buffer hashFile's callers give it, one per worker. */
export const HASH_CHUNK = 1 << 20;

/** Reads everything the rules look at, once: the manifest, every listed file's hash, every Markdown file. */
export async function loadContextPack(root: string): Promise<ContextPackContext> {
  const manifestPath = path.join(root, MANIFEST);
  const ctx: ContextPackContext = {
    root,
    manifestPath,
    manifestReadError: null,
    manifestDecoded: null,
    manifestBadLineEnding: null,
    manifestJson: null,
    manifest: null,
    schemaErrors: [],
    listed: [],
    packFiles: [],
    unsafeLinks: new Map(),
    walkProblems: [],
    markdown: [],
    locate: () => ({}),
  };
  let yamlView: ParsedYaml | null = null;
  try {
    // A pack's files are read only inside it, pack.json too: a link to a file outside (another
    // checkout's manifest, a credentials file) would otherwise be parsed and quoted in messages.
    await resolveContained(root, MANIFEST).catch((err: unknown) => {
      const reason = unsafeReason(err, root, MANIFEST);
      if (reason === null || reason === 'dangling symlink') return;
      throw new UnsafePathError(`${manifestPath}: ${reason === 'symlink loop' ? 'a symlink loop' : `it ${reason}`}; a pack's files are read only inside it`);
    });
    const bytes = await readFileLimited(manifestPath, MAX_MARKDOWN_BYTES);
    ctx.manifestDecoded = decodeUtf8(bytes);
    ctx.manifestBadLineEnding = firstBadLineEnding(ctx.manifestDecoded.text);
    ctx.manifestJson = parseJson(ctx.manifestDecoded.text, { uniqueKeys: true });
  } catch (err) {
    ctx.manifestReadError = err instanceof PackwrightError ? err.message : describeFsError(err, manifestPath);
  }
  const value = ctx.manifestJson?.value;
  if (value !== undefined) {
    ctx.locate = (pointer) => {
      yamlView ??= parseYaml(ctx.manifestDecoded!.text);
      return locatePointer(yamlView, pointer) ?? {};
    };
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) ctx.manifest = value as Manifest;
    const validate = schemaValidator();
    if (!validate(value)) ctx.schemaErrors = validate.errors ?? [];
  }

  const manifestId = await stat(manifestPath).then(
    (st) => ({ dev: st.dev, ino: st.ino }),
    () => null,
  );
  const walked = await walkPack(root, ctx);
  ctx.packFiles = walked.files;
  // A symlink that leaves the pack (or dangles, or loops) is never read: listed, path-unsafe
  // reports it; unlisted, file-unlisted does. Either way once, and not as a file left unchecked.
  // Each is resolved here once; hashing and reading reuse the answer.
  const safeLinks = new Set<string>();
  await Promise.all(
    walked.links.map(async (rel) => {
      try {
        await resolveContained(root, rel);
        safeLinks.add(rel);
      } catch (err) {
        // Any other error (a link into a folder that cannot be searched): not resolved here;
        // hashing and reading meet the same error and report the file as unreadable.
        const reason = unsafeReason(err, root, rel);
        if (reason !== null) ctx.unsafeLinks.set(rel, reason);
      }
    }),
  );
  const [, markdown] = await Promise.all([
    hashListed(root, ctx, manifestId, safeLinks),
    Promise.all(walked.files.filter((f) => f.toLowerCase().endsWith('.md') && !ctx.unsafeLinks.has(f)).map((rel) => loadMarkdown(root, rel))),
  ]);
  ctx.markdown = markdown;
  return ctx;
}

/** Why resolveContained refused `rel` (as its message says it), from the error's reason; null for any other error. */
function unsafeReason(err: unknown, root: string, rel: string): string | null {
  if (!(err instanceof UnsafePathError)) return null;
  switch (err.reason) {
    case 'symlink_loop':
      return 'symlink loop';
    case 'dangling_symlink':
      return 'dangling symlink';
    case 'symlink_outside':
      return err.link ? 'dangling symlink' : `resolves outside ${root} through a symlink`;
    case 'outside':
      return `outside ${root}`;
    default:
      return relativePathProblem(rel) ?? 'unsafe path';
  }
}

export interface BadLineEnding {
  line: number;
  ending: 'CRLF' | 'CR';
}

/** The first CRLF or lone CR in a text (the spec asks for LF), with its 1-based line, or null. */
export function firstBadLineEnding(text: string): BadLineEnding | null {
  const cr = text.indexOf('\r');
  if (cr === -1) return null;
  // Before the first CR, only LF ends lines.
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < cr; i = text.indexOf('\n', i + 1)) line++;
  return { line, ending: text[cr + 1] === '\n' ? 'CRLF' : 'CR' };
}

async function hashListed(root: string, ctx: ContextPackContext, manifestId: { dev: number; ino: number } | null, safeLinks: ReadonlySet<string>): Promise<void> {
  const files = Array.isArray(ctx.manifest?.files) ? (ctx.manifest!.files as unknown[]) : [];
  ctx.listed = files.map((entry, index) => {
    const e = (entry ?? {}) as { path?: unknown; sha256?: unknown };
    return { index, path: typeof e.path === 'string' ? e.path : '', recorded: typeof e.sha256 === 'string' ? e.sha256 : null, status: 'ok' as ListedStatus };
  });
  let next = 0;
  const worker = async () => {
    const buf = Buffer.allocUnsafe(HASH_CHUNK);
    while (next < ctx.listed.length) {
      const item = ctx.listed[next++];
      if (item.path === '') {
        item.status = 'unsafe';
        item.detail = 'no path';
        continue;
      }
      await hashOne(root, item, buf, manifestId, ctx.unsafeLinks, safeLinks);
    }
  };
  await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
}

async function hashOne(root: string, item: ListedFile, buf: Buffer, manifestId: { dev: number; ino: number } | null, unsafeLinks: ReadonlyMap<string, string>, safeLinks: ReadonlySet<string>): Promise<void> {
  // Normal form too: `./a.md` beside `a.md` would list one file twice (see relativePathProblem).
  const problem = relativePathProblem(item.path, { normal: true });
  if (problem) {
    item.status = 'unsafe';
    item.detail = problem;
    return;
  }
  // A symlink the walk found was resolved once already.
  const unsafeLink = unsafeLinks.get(item.path);
  if (unsafeLink !== undefined) {
    item.status = 'unsafe';
    item.detail = unsafeLink;
    return;
  }
  try {
    item.abs = safeLinks.has(item.path) ? path.resolve(root, item.path) : await resolveContained(root, item.path);
  } catch (err) {
    const reason = unsafeReason(err, root, item.path);
    // Not a refusal but an I/O error (a folder on the way that cannot be searched): the file
    // cannot be read, which says nothing about whether its path is safe.
    item.status = reason === null ? 'unreadable' : 'unsafe';
    item.detail = reason ?? describeFsError(err, item.path);
    return;
  }
  let st;
  try {
    st = await stat(item.abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    item.status = code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable';
    item.detail = describeFsError(err, item.path);
    return;
  }
  // Hashing pack.json into itself can never match: writing the hash changes the file (rehash refuses it too).
  if (manifestId && st.dev === manifestId.dev && st.ino === manifestId.ino) {
    item.status = 'manifest';
    item.detail = item.path === MANIFEST ? 'pack.json itself' : 'pack.json itself (through a link)';
    return;
  }
  if (!st.isFile()) {
    item.status = 'not-regular';
    item.detail = st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : 'not a regular file';
    return;
  }
  try {
    const actual = await hashFile(item.abs, buf);
    if (actual === null) {
      item.status = 'unreadable';
      item.detail = `${item.path}: changed while it was read (written to meanwhile?)`;
    } else item.actual = actual;
  } catch (err) {
    item.status = 'unreadable';
    item.detail = describeFsError(err, item.path);
  }
}

/**
 * Streams a file through SHA-256 with a caller-owned buffer (one per worker, no per-chunk
 * allocation). Reads the size the open file had and no more, so a file something keeps
 * writing to cannot keep the read going; null when the file's size or mtime changed meanwhile
 * (the hash would be of no version the file ever had).
 */
export async function hashFile(file: string, buf: Buffer): Promise<string | null> {
  const hash = createHash('sha256');
  const fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const before = await fh.stat();
    let left = before.size;
    while (left > 0) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, left), null);
      if (bytesRead === 0) return null;
      hash.update(buf.subarray(0, bytesRead));
      left -= bytesRead;
    }
    // One byte past the size it had: the file grew. The size after may not say so (a file whose
    // stat lies, as on some FUSE or /proc-like mounts; a writer that truncates back): reading is the proof.
    if ((await fh.read(buf, 0, 1, null)).bytesRead > 0) return null;
    const after = await fh.stat();
    if (after.size !== before.size || after.mtimeMs !== before.mtimeMs) return null;
  } finally {
    await fh.close();
  }
  return hash.digest('hex');
}

/**
 * Lists the pack's files without following symlinks (a symlink loop or an outside link is
 * listed, not entered), and which of them are symlinks. A folder holding a pack.json of its own
 * is a pack of its own (validated by itself): it is not walked.
 */
async function walkPack(root: string, ctx: ContextPackContext): Promise<{ files: string[]; links: string[] }> {
  const out: string[] = [];
  const links: string[] = [];
  const walk = async (dir: string, relDir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      // The reason alone: the rule's message names the folder already.
      ctx.walkProblems.push({ rel: relDir || '.', problem: describeFsError(err, '').slice(2) });
      return;
    }
    if (relDir && entries.some((e) => e.name === MANIFEST)) return;
    for (const e of entries) {
      const rel = relDir ? `${relDir}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git') await walk(path.join(dir, e.name), rel);
      } else if (e.isFile() || e.isSymbolicLink()) {
        if (rel === MANIFEST) continue;
        out.push(rel);
        if (e.isSymbolicLink()) links.push(rel);
      }
    }
  };
  await walk(root, '');
  return { files: out.sort(compareBytes), links };
}

async function loadMarkdown(root: string, rel: string): Promise<MarkdownFile> {
  const abs = path.join(root, ...rel.split('/'));
  const md: MarkdownFile = { rel, abs, decoded: null, skipped: null, badLineEnding: null, doc: null, frontmatter: null };
  try {
    // A symlink that leaves the pack is not among the files loaded (see unsafeLinks).
    const bytes = await readFileLimited(abs, MAX_MARKDOWN_BYTES);
    md.decoded = decodeUtf8(bytes);
  } catch (err) {
    md.skipped = err instanceof PackwrightError ? err.message.replace(/^.*?: /, '') : describeFsError(err, rel);
    return md;
  }
  const text = md.decoded.text;
  md.badLineEnding = firstBadLineEnding(text);
  try {
    md.doc = parseMarkdown(text, { references: true });
  } catch (err) {
    if (!(err instanceof MarkdownTooComplexError)) throw err;
    md.skipped = err.message;
    return md;
  }
  if (md.doc.frontmatter) {
    // CR line endings are line-endings' to report: the YAML is read as if they were LF.
    const yaml = md.badLineEnding ? md.doc.frontmatter.raw.replace(/\r\n?/g, '\n') : md.doc.frontmatter.raw;
    const parsed = parseYaml(yaml);
    const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + md.doc.frontmatter.bodyLine - 1 : md.doc.frontmatter.position.line } : null;
    md.frontmatter = { value: parsed.value, error, yaml: { text: yaml, parsed: parsed.error ? null : parsed } };
  }
  return md;
}
