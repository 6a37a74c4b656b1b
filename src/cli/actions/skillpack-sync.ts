import path from 'node:path';
import * as core from '@actions/core';
import { run as runInstall } from '../sp/commands/install.js';
import type { ActionEntry } from './index.js';

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
 * actions/skillpack-sync: `sp install` for each pack on a self-hosted runner that serves agents.
 * Outputs: installed and removed folder names (one per line), changed (true/false); the job
 * summary has one row per pack.
 */
export const skillpackSyncAction: ActionEntry = {
  meta: { name: 'skillpack-sync', description: 'install skill packs into an agent sink and report what changed' },
  async run() {
    const packs = core.getMultilineInput('packs').map((p) => p.trim()).filter((p) => p !== '');
    if (packs.length === 0) throw new Error('input packs is required: one pack name or pack file per line');
    const agent = core.getInput('agent') || 'custom';
    // Read as sink-path: the umbrella action's `path` input belongs to validate.
    const dest = core.getInput('sink-path');
    const root = core.getInput('root');
    const locked = core.getBooleanInput('locked');
    const home = core.getInput('skillpack-home');
    const cwd = process.env.GITHUB_WORKSPACE || process.cwd();
    const env = { ...process.env, ...(home ? { SKILLPACK_HOME: path.resolve(cwd, home) } : {}) };
    const results: InstallJson[] = [];
    for (const pack of packs) {
      let out = '';
      const values: Record<string, string | boolean> = { agent, json: true };
      if (dest) values.path = dest;
      if (root) values.root = root;
      if (locked) values.locked = true;
      await runInstall({ cwd, env, stdout: { write: (s: string) => (out += s) }, stderr: process.stderr, values, positionals: [pack], verbose: false });
      const r = JSON.parse(out) as InstallJson;
      results.push(r);
      core.info(`${r.pack}: ${r.added.length} added, ${r.updated.length} updated, ${r.unchanged.length} unchanged, ${r.removed.length} removed (${r.sink_path})`);
      for (const b of r.backed_up) core.warning(`${b.path} was edited locally; moved to ${b.to} before replacing it`);
    }
    const installed = results.flatMap((r) => [...r.added, ...r.updated, ...r.unchanged]);
    const removed = results.flatMap((r) => r.removed);
    const changed = results.some((r) => r.added.length + r.updated.length + r.removed.length + r.backed_up.length > 0);
    core.setOutput('installed', installed.join('\n'));
    core.setOutput('removed', removed.join('\n'));
    core.setOutput('changed', String(changed));
    await core.summary
      .addHeading('Skill pack sync', 3)
      .addTable([
        [{ data: 'Pack', header: true }, { data: 'Added', header: true }, { data: 'Updated', header: true }, { data: 'Unchanged', header: true }, { data: 'Removed', header: true }, { data: 'Backed up', header: true }, { data: 'Sink', header: true }],
        ...results.map((r) => [r.pack, r.added.join(', ') || '–', r.updated.join(', ') || '–', String(r.unchanged.length), r.removed.join(', ') || '–', String(r.backed_up.length), r.sink_path]),
      ])
      .write();
  },
};
