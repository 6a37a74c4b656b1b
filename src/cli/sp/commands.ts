import type { CommandEntry } from '../commands.js';

/**
 * The registry of `sp` commands (specs/skillpacks-v0.md §8, plus lock and verify). Same shape
 * as packwright's: summaries here so `sp --help` loads no command module.
 */
export const spCommands: readonly CommandEntry[] = [
  { name: 'list', summary: 'list local skills under skills/ (one id per line)', load: () => import('./commands/list.js') },
  { name: 'packs', summary: 'list pack files under packs/', load: () => import('./commands/packs.js') },
  { name: 'show', summary: 'show what a pack selects and the folder names it installs as', load: () => import('./commands/show.js') },
  { name: 'install', summary: 'install a pack into an agent sink', load: () => import('./commands/install.js') },
  { name: 'uninstall', summary: 'remove exactly what a pack installed in a sink', load: () => import('./commands/uninstall.js') },
  { name: 'installed', summary: 'list installed packs and where', load: () => import('./commands/installed.js') },
  { name: 'config', summary: 'print the effective sink → path mapping', load: () => import('./commands/config.js') },
  { name: 'lock', summary: 'write packs/<name>.lock.json: import commits and a content hash per skill', load: () => import('./commands/lock.js') },
  { name: 'verify', summary: 'compare an installed pack with the hashes recorded at install', load: () => import('./commands/verify.js') },
];
