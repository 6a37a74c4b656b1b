import type { CommandEntry } from '../commands.js';
import type { CommandContext, CommandModule } from '../types.js';
import { UsageError } from '../../core/errors.js';
import { hasControlCharacter, jsonEscaped } from '../../core/show-name.js';

/**
 * Every argument an sp command takes is a pack, a sink, a path or a word that ends up in a
 * message, a state key or a folder name: one with a newline or an escape sequence would split
 * an error over lines (or rewrite the terminal) and make a sink path no listing can print on
 * one line. Refused here, once for every command, before anything reads it.
 */
function plainArguments(mod: CommandModule): CommandModule {
  return {
    meta: mod.meta,
    run: (ctx: CommandContext) => {
      const given: [string, unknown][] = [...ctx.positionals.map((p): [string, unknown] => [mod.meta.positionals.split(' ')[0], p]), ...Object.entries(ctx.values).map(([k, v]): [string, unknown] => [`--${k}`, v])];
      for (const [what, v] of given) {
        if (typeof v === 'string' && hasControlCharacter(v)) throw new UsageError(`${what} ${jsonEscaped(v)}: contains a control character (newline, tab, escape, …), which no pack, sink or path given to sp may hold`);
      }
      return mod.run(ctx);
    },
  };
}

const load = (get: () => Promise<CommandModule>) => () => get().then(plainArguments);

/**
 * The registry of `sp` commands (specs/skillpacks-v0.md §8, plus lock and verify). Same shape
 * as packwright's: summaries here so `sp --help` loads no command module.
 */
export const spCommands: readonly CommandEntry[] = [
  { name: 'list', summary: 'list local skills under skills/ (one id per line)', load: load(() => import('./commands/list.js')) },
  { name: 'packs', summary: 'list pack files under packs/', load: load(() => import('./commands/packs.js')) },
  { name: 'show', summary: 'show what a pack selects and the folder names it installs as', load: load(() => import('./commands/show.js')) },
  { name: 'install', summary: 'install a pack into an agent sink', load: load(() => import('./commands/install.js')) },
  { name: 'uninstall', summary: 'remove exactly what a pack installed in a sink', load: load(() => import('./commands/uninstall.js')) },
  { name: 'installed', summary: 'list installed packs and where', load: load(() => import('./commands/installed.js')) },
  { name: 'config', summary: 'print the effective sink → path mapping', load: load(() => import('./commands/config.js')) },
  { name: 'lock', summary: 'write packs/<name>.lock.json: import commits and a content hash per skill', load: load(() => import('./commands/lock.js')) },
  { name: 'verify', summary: 'compare an installed pack with the hashes recorded at install', load: load(() => import('./commands/verify.js')) },
];
