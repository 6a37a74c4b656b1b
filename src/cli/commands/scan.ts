import path from 'node:path';
import { stat } from 'node:fs/promises';
import { findConfig } from '../../core/config.js';
import { IoError, describeFsError } from '../../core/errors.js';
import { displayPath, toPosix } from '../../core/paths.js';
import { compareBytes, type Diagnostic } from '../../core/diagnostics.js';
import { CredentialCheck } from '../../secrets/check.js';
import { CONTENT_HEAD_BYTES } from '../../secrets/scan-content.js';
import { credentialFileMeta } from '../../secrets/findings.js';
import { contentRules } from '../../secrets/content-rules/index.js';
import { choice } from '../main.js';
import { buildReport } from '../report.js';
import { formatterById, FORMAT_IDS } from '../formatters/index.js';
import { allowedLines, loadCredentialOptions } from '../credential-options.js';
import { listScanFiles, readHead, type Unreadable } from '../scan-files.js';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, type CommandContext, type CommandMeta } from '../types.js';

/** Files read at once: enough to keep the disk busy, few enough for the fd limit. */
const CONCURRENCY = 16;

export const meta: CommandMeta = {
  name: 'scan',
  summary: 'Check files for credential files and secrets with the commit hook\'s rules (for CI).',
  positionals: '[PATH ...]',
  options: {
    format: { type: 'string', valueName: 'FORMAT', description: 'text|json|github|sarif (default text)' },
    config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the nearest one)' },
    'skip-unreadable': { type: 'boolean', description: 'files and folders that cannot be read are still named, but do not fail the scan' },
  },
  details: `Each PATH (default ".") is a file or a folder. In a git work tree a folder's tracked
and untracked-but-not-ignored files are read from disk; elsewhere every file but .git and
node_modules. Findings never include the secret's value. What cannot be read is named on
stderr and fails the scan (exit 2), unless --skip-unreadable.`,
};

export async function run(ctx: CommandContext): Promise<number> {
  const format = choice(ctx, 'format', FORMAT_IDS, 'text');
  const options = await loadCredentialOptions(ctx.values.config as string | undefined, ctx.cwd, await findConfig(ctx.cwd));
  const results: { path: string; kind: string; diagnostics: Diagnostic[] }[] = [];
  const allowedOut: string[] = [];
  /** Files and folders that could not be read: the scan goes on, then fails closed. */
  const notChecked: Unreadable[] = [];
  for (const p of ctx.positionals.length ? ctx.positionals : ['.']) {
    const abs = path.resolve(ctx.cwd, p);
    const st = await stat(abs).catch((err) => {
      throw new IoError(describeFsError(err, p));
    });
    const root = st.isDirectory() ? abs : path.dirname(abs);
    const listed = st.isDirectory() ? await listScanFiles(abs) : { files: [path.basename(abs)], unlisted: [] };
    notChecked.push(...listed.unlisted);
    const allowRoot = options.allowRoot ?? root;
    const check = new CredentialCheck(options.allow, (rel) => toPosix(path.relative(allowRoot, path.join(root, rel))), options.config?.rules);
    notChecked.push(...(await scanFiles(root, listed.files, check)));
    allowedOut.push(...allowedLines(check.allowed));
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
  for (const line of allowedOut) ctx.stderr.write(`${line}\n`);
  const report = buildReport(results, 'error', ctx.cwd);
  ctx.stdout.write(await formatterById(format).format(report, { env: ctx.env, rules: [credentialFileMeta, ...contentRules.map((r) => r.meta)], stderr: ctx.stderr }));
  // A file the scan could not read might hold a secret: say which, and do not pass.
  // --skip-unreadable is for trees where some files are knowingly out of reach (another
  // user's, a container's root-owned output): they are still named, so the skip stays visible.
  const lines = notChecked.map((u) => `packwright: not checked: ${describeFsError(u.error, displayPath(u.path, ctx.cwd))}`);
  for (const line of lines.sort(compareBytes)) ctx.stderr.write(`${line}\n`);
  if (notChecked.length && ctx.values['skip-unreadable'] !== true) return EXIT_USAGE;
  return report.ok ? EXIT_OK : EXIT_FINDINGS;
}

/** Checks each file's name and content; returns the files it could not read. */
async function scanFiles(root: string, files: readonly string[], check: CredentialCheck): Promise<Unreadable[]> {
  const unreadable: Unreadable[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++];
      let head: Buffer | null;
      try {
        head = await readHead(path.join(root, rel), CONTENT_HEAD_BYTES);
      } catch (err) {
        // Its name can still be a credential file's.
        check.checkName(rel);
        unreadable.push({ path: path.join(root, rel), error: err });
        continue;
      }
      if (head === null) continue;
      check.checkName(rel);
      check.checkContent(rel, head);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return unreadable;
}
