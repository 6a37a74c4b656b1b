import type { CommandModule } from './types.js';

export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<CommandModule>;
}

/**
 * The one registry of CLI commands. Summaries are repeated here (not read from the modules)
 * so `--help` lists every command without loading any of them.
 */
export const commands: readonly CommandEntry[] = [
  { name: 'validate', summary: 'check packs of every kind: context packs, skills, skill packs, .ctxpkg, capability packs', load: () => import('./commands/validate.js') },
  { name: 'discover', summary: 'list the targets validate would check', load: () => import('./commands/discover.js') },
  { name: 'context-pack rehash', summary: 'recompute the sha256 of every file listed in a context pack\'s pack.json', load: () => import('./commands/context-pack-rehash.js') },
  { name: 'snapshot', summary: 'scan a repository into a ProjectSnapshot: files, categories, key files, exclusions and why', load: () => import('./commands/snapshot.js') },
  { name: 'context-pack build', summary: 'build a full or summary context pack of a repository as JSON', load: () => import('./commands/context-pack-build.js') },
  { name: 'action', summary: 'run a GitHub Action entry (used by the composite actions)', load: () => import('./commands/action.js') },
];
