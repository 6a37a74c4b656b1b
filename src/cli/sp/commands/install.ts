import { displayPath } from '../../../core/paths.js';
import { fileHasher, type FileHasher } from '../../../core/file-hasher.js';
import { installPack, type InstallContext, type InstallResult } from '../../../skillpack/install.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { findPackFile, loadPack } from '../../../skillpack/packfile.js';
import { resolvePack, type Resolution } from '../../../skillpack/resolve.js';
import { ROOT_OPTIONS, CACHE_OPTION, JSON_OPTION, SINK_OPTIONS, findRoot, home, packArg, resolveOptions, sinkFor, writeJson, lockOptions } from '../shared.js';

export const meta: CommandMeta = {
  name: 'install',
  summary: 'Install a pack into an agent sink: copy each selected skill as <prefix><sep><id>, replacing only folders this pack installed there before and removing the ones it no longer selects.',
  positionals: 'PACK (a name or packs/<name>.yaml)',
  minPositionals: 1,
  maxPositionals: 1,
  options: {
    ...SINK_OPTIONS,
    'dry-run': { type: 'boolean', description: 'print what would be added, replaced and removed; change nothing' },
    locked: { type: 'boolean', description: 'install exactly packs/<name>.lock.json (import commits and skill hashes); fail if the pack or a skill changed' },
    ...ROOT_OPTIONS,
    ...CACHE_OPTION,
    ...JSON_OPTION,
  },
  details: 'Folders edited since sp installed them are moved to ~/.skillpack/backup/<time>/ before being replaced or removed.',
};

export async function run(ctx: CommandContext): Promise<number> {
  // The hashing worker boots (~20 ms) on another core while the pack is read and resolved.
  const hasher = ctx.values['dry-run'] ? undefined : fileHasher();
  try {
    return await install(ctx, hasher);
  } finally {
    await hasher?.close();
  }
}

async function install(ctx: CommandContext, hasher: FileHasher | undefined): Promise<number> {
  const root = findRoot(ctx, ctx.positionals[0]);
  const sp = home(ctx);
  const { sink, sinkPath } = await sinkFor(ctx, sp);
  // Pack reading and resolution load with this command, not lazily as for the others: a
  // dynamic import now would wait on the thread pool while the hash worker boots.
  const pack = await loadPack(await findPackFile(packArg(ctx), root, ctx.cwd), ctx.cwd);
  let pinned: string[] | undefined;
  let lockCheck: ((resolution: Resolution) => Promise<InstallContext['expectContent']>) | undefined;
  if (ctx.values.locked) {
    // Lock files load only for --locked (they bring the JSON reader and the content hash).
    const { checkAgainstLock, lockedContent, lockMismatch, lockPathFor, pinnedCommits, readLock } = await import('../../../skillpack/lock.js');
    const lockFile = lockPathFor(pack.file);
    const shown = displayPath(lockFile, ctx.cwd);
    const lock = await readLock(lockFile, shown);
    pinned = pinnedCommits(pack, lock, shown, displayPath(pack.file, ctx.cwd));
    lockCheck = async (resolution) => {
      // A dry run copies nothing, so it hashes the sources; an install checks its staged copies.
      if (ctx.values['dry-run']) {
        await checkAgainstLock(resolution, lock, shown);
        return undefined;
      }
      return { hashes: lockedContent(resolution, lock, shown), mismatch: (skill) => lockMismatch(skill, shown) };
    };
  }
  const resolution = await resolvePack(pack, resolveOptions(ctx, pack, root, sp, pinned));
  const expectContent = await lockCheck?.(resolution);
  const result = await installPack(resolution, { home: sp, sink, sinkPath, dryRun: !!ctx.values['dry-run'], now: new Date(), lock: lockOptions(ctx), hasher, expectContent });
  if (ctx.values.json) writeJson(ctx, summarize(result));
  else ctx.stdout.write(describeInstall(result));
  return EXIT_OK;
}

export function summarize(r: InstallResult) {
  return {
    sink: r.sink,
    sink_path: r.sinkPath,
    pack: r.pack,
    dry_run: r.dryRun,
    added: r.added.map((c) => c.name),
    updated: r.updated.map((c) => c.name),
    unchanged: r.unchanged.map((c) => c.name),
    removed: r.removed.map((c) => c.name),
    backed_up: r.backedUp,
    imports: r.imports,
  };
}

export function describeInstall(r: InstallResult): string {
  const verb = r.dryRun ? 'would install' : 'installed';
  const lines = [
    `${verb} pack ${r.pack} into ${r.sink} (${r.sinkPath}): ${r.added.length} added, ${r.updated.length} ${r.dryRun ? 'replaced' : 'updated'}, ${r.unchanged.length} unchanged, ${r.removed.length} removed`,
  ];
  for (const c of r.added) lines.push(`  + ${c.name}`);
  for (const c of r.updated) lines.push(`  ~ ${c.name}`);
  for (const c of r.removed) lines.push(`  - ${c.name}`);
  for (const b of r.backedUp) lines.push(`  edited locally, ${r.dryRun ? 'would be backed up' : 'backed up'}: ${b.path} -> ${b.to}`);
  return `${lines.join('\n')}\n`;
}
