import { findRecord, loadState, notInstalledError } from '../../../skillpack/state.js';
import { verifyInstall } from '../../../skillpack/verify.js';
import { showPath } from '../../../core/show-name.js';
import { EXIT_FINDINGS, EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { JSON_OPTION, SINK_OPTIONS, ROOT_OPTIONS, home, installedPackName, sinkFor, withCommandToReach, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'verify',
  summary: 'Compare a pack\'s installed folders with the hashes recorded when sp copied them: list modified, missing and extra files and changed executable bits (exit 1 on any drift).',
  positionals: 'PACK (the pack name, or its pack file)',
  minPositionals: 1,
  maxPositionals: 1,
  options: { ...SINK_OPTIONS, ...ROOT_OPTIONS, ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const sp = home(ctx);
  const { sink, sinkPath } = await sinkFor(ctx, sp);
  const arg = ctx.positionals[0];
  const state = await loadState(sp.stateFile);
  const name = await installedPackName(ctx, arg, state, sink, sinkPath);
  const record = findRecord(state, sinkPath, name);
  // As uninstall: a sink whose path moved since the install is named, with the command for it.
  if (!record) throw withCommandToReach(notInstalledError(state, name, sink, sinkPath), 'verify');
  const drift = await verifyInstall(record);
  if (ctx.values.json) {
    writeJson(ctx, { pack: name, sink_path: sinkPath, ok: drift.length === 0, drift: drift.map((d) => ({ path: d.path, missing_folder: d.missingFolder, replaced_by: d.replacedBy, modified: d.modified, missing: d.missing, extra: d.extra, mode_changed: d.modeChanged })) });
    return drift.length ? EXIT_FINDINGS : EXIT_OK;
  }
  if (drift.length === 0) {
    ctx.stdout.write(`pack ${name} in ${sinkPath}: ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} match what was installed\n`);
    return EXIT_OK;
  }
  const lines: string[] = [];
  // sp never installs a name with a control character, but a file added in the sink may have one.
  const file = showPath;
  for (const d of drift) {
    if (d.missingFolder) {
      const by = { symlink: 'a symlink', file: 'a file', other: 'something that is not a folder' } as const;
      lines.push(d.replacedBy ? `${d.path}: the folder was replaced by ${by[d.replacedBy]}` : `${d.path}: folder missing`);
      continue;
    }
    for (const f of d.modified) lines.push(`${file(`${d.path}/${f}`)}: modified`);
    for (const f of d.missing) lines.push(`${file(`${d.path}/${f}`)}: missing`);
    for (const f of d.extra) lines.push(`${file(`${d.path}/${f}`)}: extra`);
    for (const f of d.modeChanged) lines.push(`${file(`${d.path}/${f}`)}: mode changed (executable bit)`);
  }
  lines.push(`pack ${name} in ${sinkPath}: ${drift.length} of ${record.installed_paths.length} folder${record.installed_paths.length === 1 ? '' : 's'} changed since install`);
  ctx.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_FINDINGS;
}
