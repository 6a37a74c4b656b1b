import { readdir, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { compareBytes } from '../core/diagnostics.js';
import { InvalidInputError, IoError, describeFsError } from '../core/errors.js';
import { displayPath } from '../core/paths.js';
import { decodeUtf8 } from '../core/read.js';
import { isTextMime, mimeFromName } from './mime.js';
import { openPackFile, resolvePackPath } from './safe-path.js';
import { ToolError } from './tool-error.js';

/**
 * Context packs (folders with pack.json) served as MCP resources, the distribution form
 * context-pack-v0.1.md names: one resource per file, `context-pack://<pack>/<path>`.
 */
export const RESOURCE_SCHEME = 'context-pack:';
/** resources/read has no paging, so one resource is at most this big. */
export const MAX_RESOURCE_BYTES = 16 * 1024 * 1024;

export interface ResourceEntry {
  uri: string;
  name: string;
  mimeType?: string;
  size: number;
}

export interface ResourceContent {
  uri: string;
  mimeType: string;
  text?: string;
  blob?: string;
}

interface ServedPack {
  id: string;
  root: string;
}

export class ContextPackResources {
  private constructor(private readonly packs: ServedPack[]) {}

  static async open(dirs: readonly string[], cwd = process.cwd()): Promise<ContextPackResources> {
    const packs: ServedPack[] = [];
    for (const dir of dirs) {
      const shown = displayPath(path.resolve(cwd, dir), cwd);
      let root: string;
      try {
        root = await realpath(path.resolve(cwd, dir));
      } catch (err) {
        throw new IoError(describeFsError(err, shown));
      }
      if (!(await stat(path.join(root, 'pack.json')).then((s) => s.isFile(), () => false))) throw new InvalidInputError(`${shown}: not a context pack (no pack.json)`);
      const id = path.basename(root).replace(/[^A-Za-z0-9._-]+/g, '-') || 'pack';
      if (packs.some((p) => p.id === id)) throw new InvalidInputError(`${shown}: another context pack is already served as "${id}": rename one folder`);
      packs.push({ id, root });
    }
    return new ContextPackResources(packs);
  }

  get size(): number {
    return this.packs.length;
  }

  async list(): Promise<ResourceEntry[]> {
    const out: ResourceEntry[] = [];
    for (const pack of this.packs) {
      for (const { rel, size } of await listFiles(pack.root)) {
        const entry: ResourceEntry = { uri: uriFor(pack.id, rel), name: `${pack.id}/${rel}`, size };
        const mime = mimeFromName(rel);
        if (mime) entry.mimeType = mime;
        out.push(entry);
      }
    }
    return out;
  }

  async read(uri: string): Promise<ResourceContent> {
    const { id, rel } = parseUri(uri);
    const pack = this.packs.find((p) => p.id === id);
    if (!pack) throw new ToolError('unknown_pack', `${uri}: no context pack "${id}" is served`);
    const file = await resolvePackPath(pack.root, rel, { fromUri: true });
    const clean = file.rel;
    // Opened as read_file opens (openPackFile): a folder on the path swapped for a symlink since it was resolved is refused.
    const fh = await openPackFile(file);
    let bytes: Buffer;
    try {
      bytes = await readWhole(fh, clean);
    } finally {
      await fh.close();
    }
    const named = mimeFromName(clean);
    const decoded = decodeUtf8(bytes);
    const text = !decoded.problem && !bytes.includes(0) && (!named || isTextMime(named));
    const mimeType = named ?? (text ? 'text/plain' : 'application/octet-stream');
    return text ? { uri, mimeType, text: decoded.text } : { uri, mimeType, blob: bytes.toString('base64') };
  }
}

/** The whole of an opened resource, refused when it is not a regular file or is over MAX_RESOURCE_BYTES. */
async function readWhole(fh: FileHandle, rel: string): Promise<Buffer> {
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new ToolError('not_a_file', `${rel}: ${st.isDirectory() ? 'is a directory' : 'is not a regular file'}`);
    if (st.size > MAX_RESOURCE_BYTES) throw new ToolError('file_too_large', `${rel}: ${st.size} bytes is over the limit of ${MAX_RESOURCE_BYTES} bytes for a resource`);
    // One byte more than stat said: reading it means the file grew meanwhile, and the read stays bounded.
    const buf = Buffer.alloc(st.size + 1);
    let got = 0;
    while (got < buf.length) {
      const { bytesRead } = await fh.read(buf, got, buf.length - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    if (got > st.size) throw new ToolError('read_failed', `${rel}: grew while it was read; try again`);
    return buf.subarray(0, got);
  } catch (err) {
    if (err instanceof ToolError) throw err;
    throw new ToolError('read_failed', `${rel}: ${(err as Error).message}`);
  }
}

function uriFor(id: string, rel: string): string {
  return `${RESOURCE_SCHEME}//${encodeURIComponent(id)}/${rel.split('/').map(encodeURIComponent).join('/')}`;
}

/** Decodes each segment once; the decoded path then goes through the same checks as read_file. */
function parseUri(uri: string): { id: string; rel: string } {
  const m = /^context-pack:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!m) throw new ToolError('invalid_arguments', `${uri}: not a context-pack:// resource URI`);
  try {
    return { id: decodeURIComponent(m[1]), rel: m[2].split('/').map(decodeURIComponent).join('/') };
  } catch {
    throw new ToolError('invalid_arguments', `${uri}: malformed percent-encoding`);
  }
}

/** Regular files below root (no symlinks, no .git), byte-order sorted. */
async function listFiles(root: string): Promise<{ rel: string; size: number }[]> {
  const out: { rel: string; size: number }[] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && e.name !== '.git') await walk(path.join(dir, e.name), r);
      else if (e.isFile()) out.push({ rel: r, size: (await stat(path.join(dir, e.name)).catch(() => ({ size: 0 }))).size });
    }
  };
  await walk(root, '');
  return out.sort((a, b) => compareBytes(a.rel, b.rel));
}
