import path from 'node:path';
import { scanProject } from '../../snapshot/scan.js';
import { assertDirectory, configPatterns } from '../../snapshot/options.js';
import { packTimestamp } from '../../snapshot/time.js';
import { serializePack } from '../../snapshot/build.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import { plural } from '../../snapshot/manifest.js';
import { showPath } from '../../core/show-name.js';

export const meta: CommandMeta = {
  name: 'snapshot',
  summary: 'Scan ROOT (default ".") into a ProjectSnapshot: files, categories, key files, and what was excluded and why.',
  positionals: '[ROOT]',
  maxPositionals: 1,
  options: {
    json: { type: 'boolean', description: 'print the whole snapshot as JSON (default: a short report)' },
    exclude: { type: 'string', multiple: true, valueName: 'GLOB', description: 'also exclude paths matching GLOB (gitignore syntax)' },
    include: { type: 'string', multiple: true, valueName: 'GLOB', description: 'include paths matching GLOB even when ignored or in a default group (never credentials)' },
  },
  details: 'Exclusions: credential file names (always), the default groups (dependencies, build outputs, caches, large data, binaries, version control), .gitignore files at every level, .git/info/exclude, .councilignore, and exclude/include in .packwright.yml.',
};

export async function run(ctx: CommandContext): Promise<number> {
  const root = path.resolve(ctx.cwd, ctx.positionals[0] ?? '.');
  await assertDirectory(root, ctx.positionals[0] ?? '.');
  const cfg = await configPatterns(root);
  const { snapshot } = await scanProject(root, {
    exclude: [...cfg.exclude, ...((ctx.values.exclude as string[] | undefined) ?? [])],
    include: [...cfg.include, ...((ctx.values.include as string[] | undefined) ?? [])],
    timestamp: await packTimestamp(root, ctx.env),
  });
  if (ctx.values.json) {
    ctx.stdout.write(serializePack(snapshot));
    return EXIT_OK;
  }
  const s = snapshot.exclusion_stats;
  // Names are the tree's, maybe hostile: escaped, a newline in one cannot forge a report line.
  const keys = snapshot.files.filter((f) => f.is_key_file).map((f) => showPath(f.relative_path));
  ctx.stdout.write(
    `${showPath(snapshot.root_path)}: ${plural(snapshot.files.length, 'file')} included of ${snapshot.total_files} in ${plural(snapshot.total_directories, 'folder')} (${snapshot.total_size_bytes} bytes)\n` +
      `excluded: ${snapshot.excluded_files.length} (pattern ${s.by_pattern}, size ${s.by_size}, binary ${s.by_binary}, credentials ${s.by_credentials})\n` +
      (snapshot.skipped.length ? `skipped: ${snapshot.skipped.length} (${snapshot.skipped.slice(0, 5).map((x) => `${showPath(x.path)}: ${x.problem}`).join('; ')}${snapshot.skipped.length > 5 ? '; …' : ''})\n` : '') +
      `key files: ${keys.length ? keys.join(', ') : 'none'}\n`,
  );
  return EXIT_OK;
}
