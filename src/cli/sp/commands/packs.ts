import path from 'node:path';
import { readFileLimited } from '../../../core/read.js';
import { displayPath } from '../../../core/paths.js';
import { hasControlCharacter, quoteEscaped } from '../../../core/show-name.js';
import { listPackFiles, parsePack } from '../../../skillpack/packfile.js';
import { EXIT_OK, type CommandContext, type CommandMeta } from '../../types.js';
import { ROOT_OPTIONS, JSON_OPTION, findRoot, writeJson } from '../shared.js';

export const meta: CommandMeta = {
  name: 'packs',
  summary: 'List pack files under packs/: the pack name per line (its name field, or the file name when the file does not parse).',
  positionals: '',
  maxPositionals: 0,
  options: { ...ROOT_OPTIONS, ...JSON_OPTION },
};

export async function run(ctx: CommandContext): Promise<number> {
  const root = findRoot(ctx);
  const packs = [];
  for (const file of await listPackFiles(root)) {
    // One unreadable pack (too big, not a regular file) is listed by its file name, as one that
    // does not parse is; `sp show` and `validate` say what is wrong with it.
    const bytes = await readFileLimited(file, 1024 * 1024).catch(() => null);
    const parsed = bytes ? await parsePack(file, bytes) : null;
    packs.push({ name: parsed?.pack?.name ?? path.basename(file).replace(/\.ya?ml$/, ''), file: displayPath(file, ctx.cwd), valid: !!parsed?.pack });
  }
  if (ctx.values.json) writeJson(ctx, packs);
  // A name taken from a file name may hold a newline or an escape sequence: one line per pack.
  else ctx.stdout.write(packs.map((p) => `${hasControlCharacter(p.name) ? quoteEscaped(p.name) : p.name}\n`).join(''));
  return EXIT_OK;
}
