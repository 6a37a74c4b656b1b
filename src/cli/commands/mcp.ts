import { mkdtemp, rmdir } from 'node:fs/promises';
import { constants as osConstants, tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError, IoError, InvalidInputError, describeFsError } from '../../core/errors.js';
import { findConfig, loadMcpConfig } from '../../core/config.js';
import { VERSION } from '../../version.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import { makeDirs } from '../../core/make-dirs.js';
import { assertFolderApartFromInputs, assertOutputApartFromInputs } from '../../core/output-guard.js';
import { displayPath, isInside, realPathSoFar } from '../../core/paths.js';
import { addExitHook } from '../guard-streams.js';
import type { CapabilityHost } from '../../capability/host.js';
import type { PassEnvEntry } from '../../capability/secret-env.js';

/** Signals that end the server: each kills the running commands first, then exits 128 + its number. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export const meta: CommandMeta = {
  name: 'mcp',
  summary: 'Serve capability packs (tools with progressive disclosure) and context packs (resources) to an MCP client over stdio.',
  positionals: '',
  maxPositionals: 0,
  options: {
    pack: { type: 'string', multiple: true, valueName: 'DIR', description: 'a capability pack folder to attach' },
    'context-pack': { type: 'string', multiple: true, valueName: 'DIR', description: 'a context pack folder (pack.json) to serve as resources' },
    workspace: { type: 'string', valueName: 'DIR', description: 'the session\'s read/write folder where tools run (created if missing; default a new temp folder)' },
    'audit-log': { type: 'string', valueName: 'FILE', description: 'append one JSON line per tool call to FILE (inputs redacted; its folder must exist); a command whose line cannot be written does not run' },
    'allow-exec': { type: 'boolean', description: 'let pack tools and exec_best_effort run commands (each still confirmed with the user when the client supports elicitation)' },
    'pass-env': { type: 'string', multiple: true, valueName: 'NAME', description: 'let a pack tool that lists NAME in its exec.env receive it although it holds a credential or changes what programs load (GITHUB_TOKEN, SSH_AUTH_SOCK, NODE_OPTIONS); PACK_ID:NAME for one pack only (repeatable; added to mcp.pass-env in .packwright.yml)' },
  },
  details:
    'stdout carries the MCP protocol; messages go to stderr. Without --allow-exec every command is refused with a structured error.\n' +
    "A tool gets the base variables (PATH, HOME, LANG, LC_*, TZ, TMPDIR) and the names its exec.env lists; of those, credentials (TOKEN, SECRET, PASSWORD, AUTH, API_KEY, AWS_*, …), values that hold one, and variables that change what programs load or run (LD_PRELOAD, NODE_OPTIONS, BASH_ENV, GIT_ASKPASS, …) are withheld unless --pass-env names them.",
};

function list(v: unknown): string[] {
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

/** A folder on the packs' side (a served pack or context pack, or the workspace their tools write in), and what it is, for messages. */
export interface PackSideFolder {
  dir: string;
  role: string;
}

/**
 * The --pass-env values, then the `mcp.pass-env` entries of the .packwright.yml found from
 * `cwd` (as other commands find theirs), each NAME or PACK_ID:NAME; a config entry carries
 * its file and line, for messages and the approval prompt. A config inside one of `packSide`
 * may pass nothing: it would be the pack's own file (a server started in the pack's folder
 * finds it), and a pack would grant itself the operator's credentials, unasked by a client
 * without elicitation. Exported for tests.
 */
export async function passEnvEntries(values: string[], cwd: string, packSide: readonly PackSideFolder[]): Promise<PassEnvEntry[]> {
  const { parsePassEnv } = await import('../../capability/secret-env.js');
  const fromFlag = values.map((text) => {
    const entry = parsePassEnv(text);
    if (typeof entry === 'string') throw new UsageError(`mcp: --pass-env ${entry}`);
    return entry;
  });
  const file = await findConfig(cwd);
  const config = await loadMcpConfig(file);
  if (!file || !config?.passEnv.length) return fromFlag;
  assertOperatorConfig(file, packSide);
  const fromFile = config.passEnv.map(({ text, line }) => {
    const source = `${file}${line ? `:${line}` : ''}`;
    const entry = parsePassEnv(text);
    if (typeof entry === 'string') throw new InvalidInputError(`${source}: mcp.pass-env ${entry}`);
    return { ...entry, source };
  });
  return [...fromFlag, ...fromFile];
}

/**
 * Refuses a config that lies inside a pack-side folder, as found or once symlinks are followed
 * (the file, or a folder on its path, may be a link either way).
 */
function assertOperatorConfig(file: string, packSide: readonly PackSideFolder[]): void {
  const asFound = path.join(realPathSoFar(path.dirname(file)), path.basename(file));
  const target = realPathSoFar(file);
  for (const { dir, role } of packSide) {
    const realDir = realPathSoFar(dir);
    if (isInside(realDir, asFound) || isInside(realDir, target)) {
      throw new InvalidInputError(`${file}: mcp.pass-env refused: this config lies inside ${role} ${dir}, and a pack may not pass itself credentials; start the server with --pass-env instead`);
    }
  }
}

/** The entries for the start-up line: `A (--pass-env), p:B (FILE:LINE)`. */
function describePassEnv(entries: readonly PassEnvEntry[]): string {
  return entries.map((e) => `${e.packId === null ? e.name : `${e.packId}:${e.name}`} (${e.source ?? '--pass-env'})`).join(', ');
}

export async function run(ctx: CommandContext): Promise<number> {
  const packs = list(ctx.values.pack);
  const contextPacks = list(ctx.values['context-pack']);
  if (packs.length === 0 && contextPacks.length === 0) throw new UsageError('mcp: nothing to serve: give --pack DIR and/or --context-pack DIR');
  // Tools write in the workspace, and the audit log records them: neither may reach a served pack,
  // nor the log sit where tools write.
  const served = [...packs, ...contextPacks].map((d) => path.resolve(ctx.cwd, d));
  const chosenWorkspace = typeof ctx.values.workspace === 'string' ? path.resolve(ctx.cwd, ctx.values.workspace) : null;
  // A new temp workspace holds no config yet.
  const packSide = [
    ...packs.map((d) => ({ dir: path.resolve(ctx.cwd, d), role: 'the served pack' })),
    ...contextPacks.map((d) => ({ dir: path.resolve(ctx.cwd, d), role: 'the served context pack' })),
    ...(chosenWorkspace ? [{ dir: chosenWorkspace, role: 'the workspace' }] : []),
  ];
  const passEnv = await passEnvEntries(list(ctx.values['pass-env']), ctx.cwd, packSide);
  if (chosenWorkspace) assertFolderApartFromInputs(chosenWorkspace, served, ctx.cwd, 'workspace');
  const auditLog = typeof ctx.values['audit-log'] === 'string' ? path.resolve(ctx.cwd, ctx.values['audit-log']) : null;
  if (auditLog) {
    assertOutputApartFromInputs(auditLog, served, ctx.cwd);
    if (chosenWorkspace) assertOutputApartFromInputs(auditLog, [chosenWorkspace], ctx.cwd, 'where tools write (they could rewrite the log)');
    // A log that cannot be appended to stops the server now, not at the first command.
    const { AuditLog } = await import('../../capability/audit.js');
    try {
      await AuditLog.check(auditLog);
    } catch (err) {
      const shown = displayPath(auditLog, ctx.cwd);
      const code = (err as NodeJS.ErrnoException).code;
      throw new IoError(code === 'ENOENT' ? `${shown}: cannot open the audit log: its folder does not exist` : `${describeFsError(err, shown)}: cannot open the audit log for appending`);
    }
  }
  let tempWorkspace: string | null = null;
  const makeWorkspace = async (): Promise<string> => {
    try {
      if (chosenWorkspace) {
        makeDirs(chosenWorkspace);
        return chosenWorkspace;
      }
      tempWorkspace = await mkdtemp(path.join(tmpdir(), 'packwright-workspace-'));
      return tempWorkspace;
    } catch (err) {
      throw new IoError(describeFsError(err, String(ctx.values.workspace ?? tmpdir())));
    }
  };
  const { serveStdio } = await import('../../capability/mcp-server.js');
  const { killActiveRuns } = await import('../../capability/exec.js');
  const allowExec = !!ctx.values['allow-exec'];
  // However the server ends (a signal, process.exit on a broken stdout, a crash), no command's
  // process group outlives it: they are detached from ours, so nothing else would end them.
  let serving: CapabilityHost | null = null;
  const stopNow = (why: string) => (serving ? serving.shutdownNow(why) : killActiveRuns());
  const removeExitHook = addExitHook(() => stopNow('the server exited'));
  const onSignal = (signal: NodeJS.Signals) => {
    stopNow(`the server got ${signal}`);
    process.exit(128 + (osConstants.signals[signal] ?? 0));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  try {
    await serveStdio({ packs: packs.map((dir) => ({ dir })), contextPacks, workspace: makeWorkspace, auditLog, allowExec, env: ctx.env, passEnv, cwd: ctx.cwd, version: VERSION }, (host) => {
      serving = host;
      ctx.stderr.write(`packwright mcp: serving ${host.metadata().length} capability pack(s) and ${contextPacks.length} context pack(s); workspace ${host.workspace}${auditLog ? `; audit log ${auditLog}` : ''}${allowExec ? '' : '; execution off (no --allow-exec)'}${passEnv.length ? `; pass-env ${describePassEnv(passEnv)}` : ''}\n`);
    });
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
    removeExitHook();
  }
  // A temp workspace nothing was written to is removed; one holding artifacts is kept for the user (rmdir refuses a non-empty folder).
  if (tempWorkspace) await rmdir(tempWorkspace).catch(() => undefined);
  return EXIT_OK;
}
