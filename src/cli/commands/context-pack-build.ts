import path from 'node:path';
import { buildContextPack, serializePack } from '../../snapshot/build.js';
import { assertDirectory, configPatterns } from '../../snapshot/options.js';
import { packTimestamp } from '../../snapshot/time.js';
import { assertReplaceablePack } from '../../snapshot/replaceable.js';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { UsageError, IoError, describeFsError } from '../../core/errors.js';
import { displayPath, isInside, realPathSoFar, toPosix } from '../../core/paths.js';
import { showPath, shownValue } from '../../core/show-name.js';
import { choice } from '../main.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';
import { isFolderSync, makeDirs } from '../../core/make-dirs.js';
import { plural } from '../../snapshot/manifest.js';

export const meta: CommandMeta = {
  name: 'context-pack build',
  summary: 'Build a full or summary context pack of ROOT (default ".") as JSON, with the record of what was left out and why.',
  positionals: '[ROOT]',
  maxPositionals: 1,
  options: {
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write the pack to FILE (default: standard output)' },
    type: { type: 'string', valueName: 'TYPE', description: 'auto|full|summary (default auto: full unless over the limits)' },
    'max-content-bytes': { type: 'string', valueName: 'N', description: 'content budget of a full pack in bytes (default 500000)' },
    'max-files': { type: 'string', valueName: 'N', description: 'most files a full pack holds (default 200)' },
    exclude: { type: 'string', multiple: true, valueName: 'GLOB', description: 'also exclude paths matching GLOB (gitignore syntax)' },
    include: { type: 'string', multiple: true, valueName: 'GLOB', description: 'include paths matching GLOB even when ignored or in a default group (never credentials)' },
  },
  details: 'created_at comes from SOURCE_DATE_EPOCH, else the HEAD commit time: the same tree gives the same bytes.',
};

function positiveInt(ctx: CommandContext, name: string): number | undefined {
  const v = ctx.values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v) || Number(v) <= 0 || !Number.isSafeInteger(Number(v))) throw new UsageError(`--${name} must be a positive whole number, not ${shownValue(String(v))}`);
  return Number(v);
}

export async function run(ctx: CommandContext): Promise<number> {
  const type = choice(ctx, 'type', ['auto', 'full', 'summary'] as const, 'auto');
  const maxContent = positiveInt(ctx, 'max-content-bytes');
  const maxFiles = positiveInt(ctx, 'max-files');
  const root = path.resolve(ctx.cwd, ctx.positionals[0] ?? '.');
  const out = typeof ctx.values.output === 'string' ? path.resolve(ctx.cwd, ctx.values.output) : null;
  await assertDirectory(root, ctx.positionals[0] ?? '.');
  const shownOut = out ? showPath(displayPath(out, ctx.cwd)) : '';
  if (out) {
    // Refused now, not by the write after the whole scan and build.
    if (isFolderSync(out)) throw new IoError(`${shownOut}: is a directory`);
    assertReplaceablePack(out, shownOut);
  }
  const cfg = await configPatterns(root);
  // The pack never describes itself: a rebuild must not see the previous pack. Compared as
  // real paths, where the write lands: a ROOT or -o through a symlinked folder (or -o a
  // symlink) still names a file of the tree.
  const realRoot = realPathSoFar(root);
  const realOut = out && realPathSoFar(out);
  const skipPaths = realOut && isInside(realRoot, realOut) ? [toPosix(path.relative(realRoot, realOut))] : [];
  const pack = await buildContextPack(root, {
    exclude: [...cfg.exclude, ...((ctx.values.exclude as string[] | undefined) ?? [])],
    include: [...cfg.include, ...((ctx.values.include as string[] | undefined) ?? [])],
    skipPaths,
    createdAt: await packTimestamp(root, ctx.env),
    constraints: { max_content_bytes: maxContent, max_files: maxFiles, prefer_summary: type === 'summary', force_full: type === 'full' },
  });
  const text = serializePack(pack);
  if (!out) {
    ctx.stdout.write(text);
    return EXIT_OK;
  }
  try {
    makeDirs(path.dirname(out));
  } catch (err) {
    throw new IoError(describeFsError(err, showPath(displayPath(path.dirname(out), ctx.cwd))));
  }
  await writeFileAtomic(out, text, { output: true });
  const i = pack.context_pack_info;
  ctx.stderr.write(`${shownOut}: ${i.type} pack, ${plural(i.files_included, 'file')} included, ${i.files_excluded} excluded (credentials ${i.exclusions_by_reason.credentials}, binary ${i.exclusions_by_reason.binary}, size ${i.exclusions_by_reason.size}, pattern ${i.exclusions_by_reason.pattern}), ${i.content_bytes} content bytes; ${i.selection_reason}\n`);
  return EXIT_OK;
}
