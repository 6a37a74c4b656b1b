import path from 'node:path';
import * as core from '@actions/core';
import { UsageError } from '../../core/errors.js';
import { CUSTOM_SINK, homeDir, loadSinkConfig, skillpackHome, userPath } from '../../skillpack/home.js';
import { run as runInstall } from '../sp/commands/install.js';
import type { ActionEntry } from './index.js';
import { booleanInput, getInput, inputLabel } from './inputs.js';
import { isFolderSync } from '../../core/make-dirs.js';
import { appendSummary, htmlHeading, htmlParagraph, htmlTable } from './summary.js';

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
 * still sets the outputs and the summary for the packs installed before it.
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
    const planned: string[] = [];
    const seen = new Map<string, string>();
    for (const pack of packs) {
      const plan = await install(pack, true);
      const first = seen.get(plan.pack);
      if (first !== undefined) {
        core.info(`packwright: ${pack}: pack '${plan.pack}' is already listed (as ${first}); installed once`);
        continue;
      }
      seen.set(plan.pack, pack);
      planned.push(pack);
    }

    // 2. Install; on a failure, report what was done before failing the step.
    const results: InstallJson[] = [];
    let failure: { pack: string; error: unknown } | null = null;
    for (const pack of planned) {
      try {
        const r = await install(pack, false);
        results.push(r);
        core.info(`packwright: ${r.pack}: ${r.added.length} added, ${r.updated.length} updated, ${r.unchanged.length} unchanged, ${r.removed.length} removed (${r.sink_path})`);
        for (const b of r.backed_up) core.warning(`${b.path} was edited locally; moved to ${b.to} before replacing it`);
      } catch (error) {
        failure = { pack, error };
        break;
      }
    }
    const installed = [...new Set(results.flatMap((r) => [...r.added, ...r.updated, ...r.unchanged]))];
    const removed = [...new Set(results.flatMap((r) => r.removed))];
    const changed = results.some((r) => r.added.length + r.updated.length + r.removed.length + r.backed_up.length > 0);
    core.setOutput('installed', installed.join('\n'));
    core.setOutput('removed', removed.join('\n'));
    core.setOutput('changed', String(changed));
    const parts = [htmlHeading('Skill pack sync')];
    if (results.length > 0) {
      parts.push(
        htmlTable(
          ['Pack', 'Added', 'Updated', 'Unchanged', 'Removed', 'Backed up', 'Sink'],
          results.map((r) => [r.pack, r.added.join(', ') || '–', r.updated.join(', ') || '–', String(r.unchanged.length), r.removed.join(', ') || '–', String(r.backed_up.length), r.sink_path]),
        ),
      );
    }
    if (failure) {
      const rest = planned.slice(planned.indexOf(failure.pack) + 1);
      parts.push(htmlParagraph(`Failed at ${failure.pack}: ${(failure.error as Error)?.message ?? String(failure.error)}${rest.length ? `. Not installed: ${rest.join(', ')}.` : ''}`));
    }
    await appendSummary(parts.join('\n'));
    if (failure) throw failure.error;
  },
};
