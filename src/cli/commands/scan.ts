import path from 'node:path';
import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { findConfig } from '../../core/config.js';
import { lstatOrNull } from '../../core/read.js';
import { IoError, describeFsError } from '../../core/errors.js';
import { displayPath, toPosix } from '../../core/paths.js';
import { compareBytes, type Diagnostic } from '../../core/diagnostics.js';
import { CredentialCheck, baseName } from '../../secrets/check.js';
import { CONTENT_WINDOW_BYTES } from '../../secrets/scan-content.js';
import { ContentStream } from '../../secrets/content-stream.js';
import { credentialFileMeta, type AllowedFinding } from '../../secrets/findings.js';
import type { AllowList } from '../../secrets/allow.js';
import { contentRules } from '../../secrets/content-rules/index.js';
import { choice } from '../main.js';
import { buildReport } from '../report.js';
import { formatterById, FORMAT_IDS } from '../formatters/index.js';
import { allowedLines, loadCredentialOptions, type CredentialOptions } from '../credential-options.js';
import { showPath } from '../../core/show-name.js';
import { joinBytes, listScanFiles, readHead, scanFile, type HeadRead, type ScanFile, type Unreadable } from '../scan-files.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CommandContext, type CommandMeta } from '../types.js';

/** Files read at once: enough to keep the disk busy, few enough for the fd limit. */
const CONCURRENCY = 16;

export const meta: CommandMeta = {
  name: 'scan',
  summary: 'Check files for credential files and secrets with the commit hook\'s rules (for CI).',
  positionals: '[PATH ...]',
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
    config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read for every PATH (default: the nearest one to each PATH)' },
    'skip-unreadable': { type: 'boolean', description: 'files and folders that cannot be read are still named, but do not fail the scan' },
  },
  details: `Each PATH (default ".") is a file or a folder. In a git work tree a folder's tracked
and untracked-but-not-ignored files are read from disk; elsewhere every file but .git and
node_modules. A symbolic link is not followed; its target text is checked, as git commits it.
A file is read whole (a long one in windows of 8 MiB). A repository git refuses
to read (another user's, not in safe.directory) fails the scan. Each PATH uses the .packwright.yml nearest to it (its folder, or the nearest parent
up to the repository's top). A file under two PATHs is checked once. Findings never include
the secret's value. What cannot be read is named on stderr and fails the scan (exit 2),
unless --skip-unreadable.`,
};

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', FORMAT_IDS, 'text');
  const configFor = configLookup(ctx);
  const results: { path: string; kind: string; diagnostics: Diagnostic[] }[] = [];
  const allowed: AllowedFinding[] = [];
  /** Files and folders that could not be read: the scan goes on, then fails closed. */
  const notChecked: Unreadable[] = [];
  /** Files already checked (real root + relative bytes), so overlapping PATHs report each once. */
  const seen = new Set<string>();
  const scannedPaths = new Set<string>();
  for (const p of ctx.positionals.length ? ctx.positionals : ['.']) {
    const abs = path.resolve(ctx.cwd, p);
    if (scannedPaths.has(abs)) continue;
    scannedPaths.add(abs);
    // A PATH that is a link to nowhere is still a link whose target text git would commit.
    const st = await stat(abs).catch(async (err) => {
      const link = await lstatOrNull(abs);
      if (link?.isSymbolicLink()) return link;
      throw new IoError(describeFsError(err, p));
    });
    // A FIFO, socket or device (`scan <(…)`, `scan /dev/stdin`: a link to a pipe) is no file a
    // commit holds and may never end: not read, but named, so its content does not pass unseen.
    if (!st.isDirectory() && !st.isFile() && !st.isSymbolicLink()) {
      const linked = (await lstatOrNull(abs))?.isSymbolicLink() === true;
      notChecked.push({ path: abs, error: new Error(`${linked ? 'a symbolic link to ' : ''}${specialFileKind(st)}, not a regular file (save its content to a file to scan it)`) });
      // A link's own target text is still checked below, as git would commit it.
      if (!linked) continue;
    }
    const root = st.isDirectory() ? abs : path.dirname(abs);
    const listed = st.isDirectory() ? await listScanFiles(abs) : { files: [scanFile(path.basename(abs))], unlisted: [] };
    const realRoot = Buffer.from(await realpath(root).catch(() => root), 'utf8');
    const files = listed.files.filter((f) => {
      const key = Buffer.concat([realRoot, Buffer.from('/'), f.bytes]).toString('latin1');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (const u of listed.unlisted) if (!notChecked.some((n) => n.path === u.path)) notChecked.push(u);
    const options = await configFor(root);
    const allowRoot = options.allowRoot ?? root;
    const check = new CredentialCheck(containedAllow(options.allow), (rel) => toPosix(path.relative(allowRoot, path.join(root, rel))), options.config?.rules);
    notChecked.push(...(await scanFiles(root, files, check)));
    // Allowed paths as the findings show them: relative to the working directory.
    allowed.push(...check.allowed.map((a) => ({ ...a, path: displayPath(path.join(root, a.path), ctx.cwd) })));
    const diagnostics = check.findings.map((f): Diagnostic => {
      const d: Diagnostic = { rule: f.rule, severity: f.severity, message: f.message, file: path.join(root, f.path) };
      if (f.line) {
        d.line = f.line;
        d.column = f.column;
      }
      return d;
    });
    results.push({ path: abs, kind: 'credentials', diagnostics });
  }
  for (const line of allowedLines(allowed)) ctx.stderr.write(`${line}\n`);
  const report = buildReport(results, 'error', ctx.cwd);
  ctx.stdout.write(await formatterById(format).format(report, { env: ctx.env, rules: [credentialFileMeta, ...contentRules.map((r) => r.meta)], stderr: ctx.stderr }));
  // A file the scan could not read might hold a secret: say which, and do not pass.
  // --skip-unreadable is for trees where some files are knowingly out of reach (another
  // user's, a container's root-owned output): they are still named, so the skip stays visible.
  const lines = notChecked.map((u) => `packwright: not checked: ${describeFsError(u.error, showPath(displayPath(u.path, ctx.cwd)))}`);
  for (const line of lines.sort(compareBytes)) ctx.stderr.write(`${line}\n`);
  if (notChecked.length && ctx.values['skip-unreadable'] !== true) return EXIT_USAGE;
  return report.ok ? EXIT_OK : EXIT_FINDINGS;
}

function specialFileKind(st: Stats): string {
  if (st.isFIFO()) return 'a FIFO (a pipe)';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a file or folder';
}

/**
 * The credential options for a scanned folder: `--config` for every PATH when given; else the
 * `.packwright.yml` nearest that folder (findConfig: the folder, then its parents up to the
 * repository's top, passing over a parent's config in a folder anybody can write to). The
 * scanned folder's own config is held to that rule too unless it is the working directory:
 * `scan /tmp` must not take exceptions from a `/tmp/.packwright.yml` anyone could have put there.
 */
function configLookup(ctx: CommandContext): (root: string) => Promise<CredentialOptions> {
  const explicit = ctx.values.config as string | undefined;
  const byFile = new Map<string | null, Promise<CredentialOptions>>();
  const load = (file: string | null) => {
    let loaded = byFile.get(file);
    if (!loaded) {
      loaded = loadCredentialOptions(explicit, ctx.cwd, file);
      byFile.set(file, loaded);
    }
    return loaded;
  };
  return async (root) => {
    if (explicit !== undefined) return load(null);
    let file = await findConfig(root);
    if (file !== null && path.dirname(file) !== path.resolve(ctx.cwd)) {
      const dir = await lstatOrNull(path.dirname(file));
      if (dir === null || (dir.mode & 0o002) !== 0) file = null;
    }
    return load(file);
  };
}

/**
 * `credentials.allow` globs are relative to the folder holding the config: a path outside it
 * (a PATH elsewhere, with `--config`) is never matched, whatever the glob (`**` included).
 */
function containedAllow(allow: AllowList | null): AllowList | null {
  if (!allow) return null;
  return { match: (p) => (p === '..' || p.startsWith('../') || path.isAbsolute(p) ? null : allow.match(p)) };
}

/**
 * Checks each file's name and content, and a symbolic link's target text (git commits it as a
 * blob; the link is not followed, and a link is no credential file by its name). Returns the
 * files it could not read. A file over CONTENT_WINDOW_BYTES is read whole in windows
 * (ContentStream), one window's memory each.
 */
async function scanFiles(root: string, files: readonly ScanFile[], check: CredentialCheck): Promise<Unreadable[]> {
  const unreadable: Unreadable[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      let read: HeadRead | null;
      let stream: ContentStream | null = null;
      try {
        read = await readHead(joinBytes(root, file.bytes), CONTENT_WINDOW_BYTES, () => (stream = new ContentStream([baseName(file.rel)])));
      } catch (err) {
        // Its name can still be a credential file's.
        check.checkName(file.rel);
        unreadable.push({ path: path.join(root, file.rel), error: err });
        continue;
      }
      // Not a regular file or a link (a submodule, a FIFO) or gone since it was listed.
      if (read === null) continue;
      if (read.kind === 'link') {
        check.checkContent(file.rel, read.target);
        continue;
      }
      check.checkName(file.rel);
      if (read.streamed && stream) {
        const s: ContentStream = stream;
        s.end();
        check.checkHits(file.rel, s.hitsFor(baseName(file.rel)));
      } else check.checkContent(file.rel, read.head);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return unreadable;
}
