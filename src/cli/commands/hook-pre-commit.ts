import path from 'node:path';
import { gitTopLevel } from '../../core/git.js';
import { stagedChanges, indexEntriesFor, isRegularFile, readBlobHeads, type IndexEntry } from '../../core/git-index.js';
import { IoError, UsageError } from '../../core/errors.js';
import { isInside, toPosix } from '../../core/paths.js';
import { CredentialCheck } from '../../secrets/check.js';
import { CONTENT_HEAD_BYTES } from '../../secrets/scan-content.js';
import type { CredentialFinding } from '../../secrets/findings.js';
import { choice } from '../main.js';
import { allowedLines, findingWhere, loadCredentialOptions, showPath } from '../credential-options.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

/** `.packwright.yml`, looked for at the top of the work tree (core/config's CONFIG_FILE, not imported: see loadCredentialOptions). */
const CONFIG_NAME = '.packwright.yml';

/** The statuses a commit adds content with: added, copied, modified, renamed, type changed, and `-` for FILE arguments read with ls-files. Deletions never block. */
const ADDING = new Set(['A', 'C', 'M', 'R', 'T', '-']);

const CHECKS = ['all', 'credentials', 'validate'] as const;

export const meta: CommandMeta = {
  name: 'hook pre-commit',
  summary: 'Check what is staged for commit: credential files and secrets, then the packs the commit touches. Exit 1 blocks the commit.',
  positionals: '[FILE ...]',
  options: {
    config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the one at the top of the work tree)' },
    only: { type: 'string', valueName: 'CHECK', description: `${CHECKS.join('|')}: run one of the two checks (default all)` },
  },
  details: `Reads the staged content (the index), not the working tree, with git cat-file --batch.
Without FILEs it checks what \`git diff --cached\` lists; with FILEs (the pre-commit framework
passes them) it checks the staged version of each. HUSKY=0 skips the hook.

Exceptions go in .packwright.yml, or as a packwright:allow comment on the line of a finding:
  credentials:
    allow:
      - "test/fixtures/**"`,
};

export async function run(ctx: CommandContext): Promise<number> {
  const only = choice(ctx, 'only', CHECKS, 'all');
  if (ctx.env.HUSKY === '0') return EXIT_OK;
  // The staged list is asked for at once, beside the top level (paths come relative to the top
  // either way): two git processes in parallel instead of one after the other.
  const staged = ctx.positionals.length === 0 ? stagedChanges(ctx.cwd).then((e) => ({ e }), (err: unknown) => ({ err })) : null;
  const top = await gitTopLevel(ctx.cwd);
  if (!top) throw new IoError(`${ctx.cwd}: not inside a git work tree; run the hook from a repository`);
  let entries: IndexEntry[];
  if (staged) {
    const r = await staged;
    if ('err' in r) throw r.err;
    entries = r.e;
  } else {
    entries = await indexEntriesFor(top, ctx.positionals.map((p) => repoPath(top, ctx.cwd, p)));
  }
  // Both checks wait mostly on I/O (git cat-file, folder reads), so they run side by side;
  // their output is printed in a fixed order.
  const [credentials, packs] = await Promise.allSettled([
    only !== 'validate' ? checkCredentials(ctx, top, entries) : null,
    only !== 'credentials' ? import('../touched-packs.js').then((m) => m.validateTouchedPacks(top, entries.map((e) => e.path), ctx.cwd, ctx.values.config as string | undefined)) : null,
  ]);
  if (credentials.status === 'rejected') throw credentials.reason;
  if (packs.status === 'rejected') throw packs.reason;
  let code = EXIT_OK;
  if (credentials.value) {
    ctx.stderr.write(credentials.value.text);
    if (!credentials.value.ok) code = EXIT_FINDINGS;
  }
  if (packs.value) {
    ctx.stderr.write(packs.value.text);
    if (!packs.value.ok) code = EXIT_FINDINGS;
  }
  return code;
}

/** The credential rules on the staged files: the report text (exceptions used, notes, findings) and whether it passed. */
async function checkCredentials(ctx: CommandContext, top: string, entries: readonly IndexEntry[]): Promise<{ ok: boolean; text: string }> {
  const options = await loadCredentialOptions(ctx.values.config as string | undefined, ctx.cwd, path.join(top, CONFIG_NAME));
  const check = new CredentialCheck(options.allow, (p) => toPosix(path.relative(options.allowRoot ?? top, path.join(top, p))), options.config?.rules);
  const notes = await checkStaged(top, entries.filter((e) => ADDING.has(e.status) && isRegularFile(e)), check);
  const warnings = check.findings.filter((f) => f.severity === 'warning').map((f) => `packwright: warning ${findingWhere(f)}  [${f.rule}] ${f.message}`);
  let text = [...allowedLines(check.allowed), ...warnings, ...notes].map((l) => `${l}\n`).join('');
  const errors = check.errors;
  if (errors.length > 0) text += blockedMessage(errors);
  return { ok: errors.length === 0, text };
}

/** A FILE argument as a POSIX path relative to the top of the work tree. */
function repoPath(top: string, cwd: string, p: string): string {
  const abs = path.resolve(cwd, p);
  if (!isInside(top, abs)) throw new UsageError(`${p}: outside the repository ${top}`);
  return toPosix(path.relative(top, abs));
}

/** Name rules on every path, content rules on each distinct staged blob. Returns notes for big blobs. */
async function checkStaged(top: string, entries: readonly IndexEntry[], check: CredentialCheck): Promise<string[]> {
  const pathsByOid = new Map<string, string[]>();
  for (const e of entries) {
    check.checkName(e.path);
    const list = pathsByOid.get(e.oid);
    if (list) list.push(e.path);
    else pathsByOid.set(e.oid, [e.path]);
  }
  const notes: string[] = [];
  await readBlobHeads(top, [...pathsByOid.keys()], CONTENT_HEAD_BYTES, (blob) => {
    for (const p of pathsByOid.get(blob.oid) ?? []) {
      check.checkContent(p, blob.head);
      if (blob.size > blob.head.length) notes.push(`packwright: note: ${showPath(p)} is ${blob.size} bytes; the content rules read its first ${blob.head.length} bytes`);
    }
  });
  return notes;
}

/** Single-quoted for a POSIX shell. */
function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function blockedMessage(findings: readonly CredentialFinding[]): string {
  const n = findings.length;
  const lines = [`packwright: commit blocked: ${n} credential finding${n === 1 ? '' : 's'} in the staged files (values are not shown)`];
  for (const f of findings) lines.push(`  ${findingWhere(f)}  [${f.rule}] ${f.message}`);
  const named = [...new Set(findings.filter((f) => !f.line).map((f) => f.path))];
  const content = [...new Set(findings.filter((f) => f.line).map((f) => f.path))];
  lines.push('To fix:');
  if (named.length > 0) lines.push(`  - keep the file out of git: git rm --cached -- ${named.map(shellQuote).join(' ')}`, '    and add it to .gitignore (the file stays on disk)');
  if (content.length > 0) lines.push(`  - take the secret out of ${content.map(showPath).join(', ')} (read it from the environment instead),`, '    then git add the file again; a secret that was ever pushed must be revoked');
  lines.push(
    '  - if it is not a secret: add a glob under credentials.allow in .packwright.yml,',
    '    or put a packwright:allow comment on the line of a content finding',
    '  (git commit --no-verify skips this check; not recommended)',
  );
  return `${lines.join('\n')}\n`;
}
