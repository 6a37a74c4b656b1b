import path from 'node:path';
import { lstat, readdir } from 'node:fs/promises';
import * as core from '@actions/core';
import { UsageError } from '../../core/errors.js';
import { CUSTOM_SINK, homeDir, loadSinkConfig, skillpackHome, userPath } from '../../skillpack/home.js';
import { run as runInstall } from '../sp/commands/install.js';
import type { ActionEntry } from './index.js';
import { booleanInput, getInput, inputLabel } from './inputs.js';
import { isFolderSync } from '../../core/make-dirs.js';
import { showPath } from '../../core/show-name.js';
import { OLD_PREFIX, STAGING_PREFIX } from '../../skillpack/resolve.js';
import { appendSummary, htmlHeading, htmlParagraph, htmlTable, summaryNameLister } from './summary.js';

interface InstallJson {
  pack: string;
  sink_path: string;
  added: string[];
  updated: string[];
  unchanged: string[];
  removed: string[];
  backed_up: { path: string; to: string }[];
}

/**
 * The `packs` input: one pack per line; blank lines and lines starting with `#` (comments)
 * skipped; a pack listed twice installed once.
 */
export function packList(text: string): string[] {
  const packs = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return [...new Set(packs)];
}

/**
 * The sink's entries by name, each with its inode (a folder an install swaps in is a new one),
 * without sp's staging and set-aside folders. Read around an install, so that one failing partway
 * still reports what it had changed. Empty when the sink cannot be read (it does not exist yet).
 */
async function sinkEntries(sinkPath: string): Promise<Map<string, bigint>> {
  const entries = new Map<string, bigint>();
  for (const name of await readdir(sinkPath).catch(() => [] as string[])) {
    if (name.startsWith(STAGING_PREFIX) || name.startsWith(OLD_PREFIX)) continue;
    const st = await lstat(path.join(sinkPath, name), { bigint: true }).catch(() => null);
    if (st) entries.set(name, st.ino);
  }
  return entries;
}

/**
 * sp's messages name its flags; the action's user wrote inputs. Only the phrasings an install
 * can produce are rewritten.
 */
function inputWording(message: string): string {
  const sinkPath = inputLabel('sink-path');
  return message
    .replace(/\bpass --root DIR\b/g, `set ${inputLabel('root')}`)
    .replace(/\(drop --root,/g, `(clear ${inputLabel('root')},`)
    .replace(/\bchoose a --path outside it\b/g, `set ${sinkPath} to a folder outside it`)
    .replace(/\bchoose a --cache-dir outside it\b/g, `set ${inputLabel('skillpack-home')} to a folder outside it`)
    .replace(/--root\b/g, inputLabel('root'))
    .replace(/--path(?: DEST)?\b/g, sinkPath)
    .replace(/--agent(?: SINK)?\b/g, inputLabel('agent'))
    .replace(/--locked\b/g, inputLabel('locked'));
}

/**
 * actions/skillpack-sync: `sp install` for each pack on a self-hosted runner that serves agents.
 * Every pack is resolved and checked first (`sp install --dry-run`), so a bad pack fails the
 * step before any sink changes. Outputs: installed and removed folder names (one per line),
 * changed (true/false); the job summary has one row per pack. An install that fails midway
 * still sets the outputs and the summary for the packs installed before it, and for what the
 * failing one changed in the sink before it stopped.
 */
export const skillpackSyncAction: ActionEntry = {
  meta: { name: 'skillpack-sync', description: 'install skill packs into an agent sink and report what changed' },
  async run() {
    const packs = packList(getInput('packs'));
    if (packs.length === 0) throw new UsageError(`${inputLabel('packs')} is required: one pack name or pack file per line (lines starting with # are comments)`);
    const agent = getInput('agent') || CUSTOM_SINK;
    // Read as sink-path: the umbrella action's `path` input belongs to validate.
    const dest = getInput('sink-path');
    const root = getInput('root');
    const locked = booleanInput('locked', false);
    const home = getInput('skillpack-home');
    const cwd = process.env.GITHUB_WORKSPACE || process.cwd();
    const env = { ...process.env, ...(home ? { SKILLPACK_HOME: path.resolve(cwd, home) } : {}) };

    // The inputs sp would take as flags, checked here so that a bad one names the input.
    if (root && !isFolderSync(userPath(root, cwd, homeDir(env)))) throw new UsageError(`${inputLabel('root')}: ${root} is not a folder`);
    if (agent === CUSTOM_SINK && !dest) throw new UsageError(`${inputLabel('agent')} is custom: set ${inputLabel('sink-path')} (the folder to install into)`);
    if (agent !== CUSTOM_SINK) {
      const sp = skillpackHome(env, undefined, cwd);
      const { sinks } = await loadSinkConfig(sp);
      if (!Object.hasOwn(sinks, agent)) throw new UsageError(`${inputLabel('agent')} must be one of ${[...Object.keys(sinks), CUSTOM_SINK].join(', ')} (or a sink named in ${sp.configFile}), not '${agent}'`);
    }

    const install = async (pack: string, dryRun: boolean): Promise<InstallJson> => {
      let out = '';
      const values: Record<string, string | boolean> = { agent, json: true };
      if (dest) values.path = dest;
      if (root) values.root = root;
      if (locked) values.locked = true;
      if (dryRun) values['dry-run'] = true;
      try {
        await runInstall({ cwd, env, stdout: { write: (s: string) => (out += s) }, stderr: process.stderr, values, positionals: [pack], verbose: false });
      } catch (err) {
        throw new UsageError(inputWording(String((err as Error)?.message ?? err)));
      }
      return JSON.parse(out) as InstallJson;
    };

    // Every log line starts with `packwright: `: a pack name is any text without `/` or a control
    // character, and a line that starts with `::` is a workflow command (`::add-mask::`,
    // `::set-output name=…::`, `::stop-commands::`), so a pack named so would be run as one.

    // 1. Resolve and check every pack (locks included) before installing any.
    const planned: { pack: string; sinkPath: string }[] = [];
    const seen = new Map<string, string>();
    for (const pack of packs) {
      const plan = await install(pack, true);
      const first = seen.get(plan.pack);
      if (first !== undefined) {
        core.info(`packwright: ${pack}: pack '${plan.pack}' is already listed (as ${first}); installed once`);
        continue;
      }
      seen.set(plan.pack, pack);
      planned.push({ pack, sinkPath: plan.sink_path });
    }

    // 2. Install; on a failure, report what was done before failing the step.
    const results: InstallJson[] = [];
    let failure: { pack: string; error: unknown; at: number; replaced: string[]; gone: string[] } | null = null;
    for (const [at, { pack, sinkPath }] of planned.entries()) {
      const before = await sinkEntries(sinkPath);
      try {
        const r = await install(pack, false);
        results.push(r);
        // The sink path is the workflow's input: quoted when it holds a line break, or the rest
        // of the line would be read as a workflow command.
        core.info(`packwright: ${r.pack}: ${r.added.length} added, ${r.updated.length} updated, ${r.unchanged.length} unchanged, ${r.removed.length} removed (${showPath(r.sink_path)})`);
        for (const b of r.backed_up) core.warning(`${b.path} was edited locally; moved to ${b.to} before replacing it`);
      } catch (error) {
        // What it did before it stopped: folders gone, and folders new or swapped in.
        const after = await sinkEntries(sinkPath);
        const gone = [...before.keys()].filter((name) => !after.has(name)).sort();
        const replaced = [...after].filter(([name, ino]) => before.get(name) !== ino).map(([name]) => name).sort();
        failure = { pack, error, at, replaced, gone };
        break;
      }
    }
    const installed = [...new Set([...results.flatMap((r) => [...r.added, ...r.updated, ...r.unchanged]), ...(failure?.replaced ?? [])])];
    const removed = [...new Set([...results.flatMap((r) => r.removed), ...(failure?.gone ?? [])])];
    const changed = results.some((r) => r.added.length + r.updated.length + r.removed.length + r.backed_up.length > 0) || !!(failure?.replaced.length || failure?.gone.length);
    core.setOutput('installed', installed.join('\n'));
    core.setOutput('removed', removed.join('\n'));
    core.setOutput('changed', String(changed));
    const parts = [htmlHeading('Skill pack sync')];
    // A pack of many skills (or of long names) must not take the summary past GitHub's limit.
    const names = summaryNameLister();
    if (results.length > 0) {
      parts.push(
        htmlTable(
          ['Pack', 'Added', 'Updated', 'Unchanged', 'Removed', 'Backed up', 'Sink'],
          results.map((r) => [r.pack, names(r.added), names(r.updated), String(r.unchanged.length), names(r.removed), String(r.backed_up.length), r.sink_path]),
        ),
      );
    }
    if (failure) {
      const rest = planned.slice(failure.at + 1).map((p) => p.pack);
      const done = [failure.replaced.length ? `added or replaced ${names(failure.replaced)}` : '', failure.gone.length ? `removed ${names(failure.gone)}` : ''].filter(Boolean);
      parts.push(
        htmlParagraph(
          `Failed at ${failure.pack}: ${String((failure.error as Error)?.message ?? failure.error).replace(/\.$/, '')}.${done.length ? ` Before it stopped, ${failure.pack} changed the sink: ${done.join('; ')}.` : ''}${rest.length ? ` Not installed: ${rest.join(', ')}.` : ''}`,
        ),
      );
    }
    await appendSummary(parts.join('\n'));
    if (failure) throw failure.error;
  },
};
