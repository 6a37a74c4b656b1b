import path from 'node:path';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { displayPath } from '../../core/paths.js';
import { showPath } from '../../core/show-name.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { UsageError } from '../../core/errors.js';
import { createPackage } from '../../ctxpkg/create.js';
import { chooseInstant } from '../../ctxpkg/clock.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../types.js';

export const meta: CommandMeta = {
  name: 'ctxpkg create',
  summary: 'Build a .ctxpkg from a folder of layer files; integrity, stats and manifest are computed.',
  positionals: '',
  maxPositionals: 0,
  options: {
    name: { type: 'string', valueName: 'NAME', description: 'package name: [a-zA-Z0-9._-], at most 128 bytes (required)' },
    version: { type: 'string', valueName: 'VERSION', description: 'package version: [a-zA-Z0-9._+-], at most 64 bytes (required)' },
    description: { type: 'string', valueName: 'TEXT', description: 'one-line summary (required)' },
    from: { type: 'string', valueName: 'DIR', description: 'folder with knowledge, graph, session, patterns, gotchas, policies as .json or .yaml (required)' },
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'where to write (default {name}-{version}.ctxpkg)' },
    author: { type: 'string', valueName: 'TEXT', description: 'author' },
    tag: { type: 'string', multiple: true, valueName: 'TAG', description: 'a tag' },
    'created-at': { type: 'string', valueName: 'RFC3339', description: 'created_at (default SOURCE_DATE_EPOCH, else the HEAD commit time)' },
  },
  details: 'JSON layer files are copied token for token (number spellings such as 1.0 and escapes are kept);\nYAML layer files are converted to JSON, integers exactly (also past 2^53). An integer past\nLeanCTX\'s range (-2^63 to 2^64-1), an infinity or NaN is refused. The file is written like\nLeanCTX writes it: 2-space indent, no trailing newline.',
};

function required(ctx: CommandContext, name: string): string {
  const v = ctx.values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`ctxpkg create: --${name} is required`);
  return v;
}

export async function run(ctx: CommandContext): Promise<number> {
  const name = required(ctx, 'name');
  const version = required(ctx, 'version');
  const description = required(ctx, 'description');
  const from = path.resolve(ctx.cwd, required(ctx, 'from'));
  const named = typeof ctx.values.output === 'string';
  const out = path.resolve(ctx.cwd, named ? (ctx.values.output as string) : `${name}-${version}.ctxpkg`);
  const createdAt = await chooseInstant(ctx.values['created-at'] as string | undefined, '--created-at', ctx.env, from);
  const built = await createPackage({
    name, version, description, from, createdAt,
    author: typeof ctx.values.author === 'string' ? ctx.values.author : null,
    tags: (ctx.values.tag as string[] | undefined) ?? [],
  });
  assertOutputApartFromInputs(out, built.layerFiles, ctx.cwd);
  // Only a path the user named is written through a symlink: the default name in the working
  // directory may be a link planted in the repository, whose target would be replaced.
  await writeFileAtomic(out, built.bytes, { output: named });
  const m = built.manifest;
  ctx.stdout.write(`${showPath(displayPath(out, ctx.cwd))}: ${m.name}@${m.version}, layers ${m.layers.join(', ')}, ${built.bytes.length} bytes, content_hash ${m.integrity.content_hash}\n`);
  return EXIT_OK;
}
