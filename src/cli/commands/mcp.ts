import { mkdtemp, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError, IoError, describeFsError } from '../../core/errors.js';
import { VERSION } from '../../version.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import { makeDirs } from '../../core/make-dirs.js';
import { assertFolderApartFromInputs, assertOutputApartFromInputs } from '../../core/output-guard.js';

export const meta: CommandMeta = {
  name: 'mcp',
  summary: 'Serve capability packs (tools with progressive disclosure) and context packs (resources) to an MCP client over stdio.',
  positionals: '',
  maxPositionals: 0,
  options: {
    pack: { type: 'string', multiple: true, valueName: 'DIR', description: 'a capability pack folder to attach' },
    'context-pack': { type: 'string', multiple: true, valueName: 'DIR', description: 'a context pack folder (pack.json) to serve as resources' },
    workspace: { type: 'string', valueName: 'DIR', description: 'the session\'s read/write folder where tools run (created if missing; default a new temp folder)' },
    'audit-log': { type: 'string', valueName: 'FILE', description: 'append one JSON line per tool call to FILE (inputs redacted)' },
    'allow-exec': { type: 'boolean', description: 'let pack tools and exec_best_effort run commands (each still confirmed with the user when the client supports elicitation)' },
  },
  details: 'stdout carries the MCP protocol; messages go to stderr. Without --allow-exec every command is refused with a structured error.',
};

function list(v: unknown): string[] {
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

export async function run(ctx: CommandContext): Promise<number> {
  const packs = list(ctx.values.pack);
  const contextPacks = list(ctx.values['context-pack']);
  if (packs.length === 0 && contextPacks.length === 0) throw new UsageError('mcp: nothing to serve: give --pack DIR and/or --context-pack DIR');
  // Tools write in the workspace, and the audit log records them: neither may reach a served pack,
  // nor the log sit where tools write.
  const served = [...packs, ...contextPacks].map((d) => path.resolve(ctx.cwd, d));
  const chosenWorkspace = typeof ctx.values.workspace === 'string' ? path.resolve(ctx.cwd, ctx.values.workspace) : null;
  if (chosenWorkspace) assertFolderApartFromInputs(chosenWorkspace, served, ctx.cwd, 'workspace');
  const auditLog = typeof ctx.values['audit-log'] === 'string' ? path.resolve(ctx.cwd, ctx.values['audit-log']) : null;
  if (auditLog) {
    assertOutputApartFromInputs(auditLog, served, ctx.cwd);
    if (chosenWorkspace) assertOutputApartFromInputs(auditLog, [chosenWorkspace], ctx.cwd, 'where tools write (they could rewrite the log)');
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
  const allowExec = !!ctx.values['allow-exec'];
  await serveStdio({ packs: packs.map((dir) => ({ dir })), contextPacks, workspace: makeWorkspace, auditLog, allowExec, env: ctx.env, cwd: ctx.cwd, version: VERSION }, (host) => {
    ctx.stderr.write(`packwright mcp: serving ${host.metadata().length} capability pack(s) and ${contextPacks.length} context pack(s); workspace ${host.workspace}${auditLog ? `; audit log ${auditLog}` : ''}${allowExec ? '' : '; execution off (no --allow-exec)'}\n`);
  });
  // A temp workspace nothing was written to is removed; one holding artifacts is kept for the user (rmdir refuses a non-empty folder).
  if (tempWorkspace) await rmdir(tempWorkspace).catch(() => undefined);
  return EXIT_OK;
}
